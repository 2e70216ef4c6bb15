// The `compression` package ships no types, and @types/compression types the middleware for
// Express's request and response: the front door calls it with Node's own.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
}
