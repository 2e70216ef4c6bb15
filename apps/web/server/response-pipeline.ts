// What the front door does to an answer on its way out, in one place and in this order:
//
//   1. status:   the status to answer instead of the one written (the request's slot: a page that
//                failed because the CMS is down answers 503, a refused form 422);
//   2. headers:  the headers every answer carries and those none may (server/response-headers.ts);
//   3. cookies:  the cookies this answer must not store (server/locale-cookie.ts);
//   4. body:     an error page's body replaced by the site's error page (server/error-pages.ts),
//                or a page's HTML held and given its stylesheets (server/inline-stylesheets.ts);
//   5. encoding: compression of what leaves (server/response-compression.ts): a body held whole is
//                compressed once and its bytes kept, sent with its length; the rest as it comes.
//
// A HEAD is answered as its GET without the body (Node drops what is written to it): Next is asked
// for the GET, so that the head says what a GET would get after steps 4 and 5, its length included.
//
// Next writes an answer through Node's `writeHead`, `write`, `end` and `setHeader`; this file alone
// replaces them on a response (`answerThrough`), once per request. Every header a writer passes to
// `writeHead` is moved onto the response first, so each step reads and changes one set of headers.
// See docs/decisions/front-door.md.
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AnswerCompression } from './response-compression';
import { mergeVary } from './response-headers';

/** What becomes of the body Next writes, decided from the head (step 4). */
export type BodyStep =
  /** Sent as written. */
  | null
  /**
   * Thrown away once Next has finished, and this page sent instead: `replace(res)` sets the
   * page's own headers on the response and gives its HTML; it does not fail.
   */
  | { replace: (res: ServerResponse) => Promise<string> }
  /**
   * Held (up to `maxHeldBytes`) and sent rewritten: `rewrite(body, complete)` gives what is sent;
   * `complete` is false when the body outgrew the bound, and the rest goes on as it comes.
   */
  | { rewrite: (body: Buffer, complete: boolean) => Buffer; maxHeldBytes: number };

export type ResponsePipeline = {
  /** 1. The status to answer for the one written. */
  status: (written: number) => number;
  /** 2. Completes and cleans the headers on the response, before its head is written. */
  headers: (res: ServerResponse) => void;
  /** 3. Removes the cookies this answer must not store. */
  cookies: (res: ServerResponse) => void;
  /** 4. What becomes of the body, for the answer's final status and content type. */
  body: (status: number, contentType: string) => BodyStep;
  /** 5. The compression of what this response sends, or none. */
  encoding: AnswerCompression | null;
};

// As one signature rather than Node's overloads, none of which takes arguments passed on as
// received (whichever overload the writer called).
type WriteHead = (this: ServerResponse, status: number) => ServerResponse;
type Write = (this: ServerResponse, ...args: unknown[]) => boolean;
type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
type SetHeader = (this: ServerResponse, name: string, value: number | string | readonly string[]) => ServerResponse;

// Node's write and end take their callback last, whatever comes before it.
const callbackOf = (args: readonly unknown[]): (() => void) | undefined =>
  args.findLast((arg): arg is () => void => typeof arg === 'function');

/** The chunk of a `write(chunk, [encoding], [callback])` or `end(...)` call, as bytes; null if none. */
function chunkOf(args: readonly unknown[]): Buffer | null {
  const [chunk, encoding] = args;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/** The headers of `writeHead(status, [reason], [headers])`, by lower-case name (a raw list's repeats kept). */
function passedHeaders(args: readonly unknown[]): Map<string, OutgoingHttpHeader> {
  const passed = args.find(
    (arg): arg is OutgoingHttpHeaders | OutgoingHttpHeader[] => typeof arg === 'object' && arg !== null,
  );
  const headers = new Map<string, OutgoingHttpHeader>();
  if (Array.isArray(passed))
    for (let i = 0; i + 1 < passed.length; i += 2) {
      const name = String(passed[i]).toLowerCase();
      const value = passed[i + 1];
      if (value === undefined) continue;
      const known = headers.get(name);
      headers.set(name, known === undefined ? value : [known, value].flat().map(String));
    }
  else if (passed)
    for (const [name, value] of Object.entries(passed)) if (value !== undefined) headers.set(name.toLowerCase(), value);
  return headers;
}

/**
 * Sends what is written to `res` through the pipeline's steps. Call before anything writes to it.
 */
export function answerThrough(req: IncomingMessage, res: ServerResponse, pipeline: ResponsePipeline): void {
  // Node set the response of a HEAD to send no body when it made it; the request is now a GET.
  if (req.method === 'HEAD') req.method = 'GET';
  // Node's own methods, which a body held whole is sent with: its compression is done already.
  const rawWriteHead = res.writeHead as WriteHead;
  const rawEnd = res.end as End;
  // 5 first: the compression wraps Node's methods, and the steps below write through it.
  pipeline.encoding?.install(req, res);
  const writeHead = res.writeHead as WriteHead;
  const write = res.write as Write;
  const end = res.end as End;
  const setHeader = res.setHeader as SetHeader;

  // `Vary` is a list every layer adds to: the proxy says a page varies with the user agent (its
  // device class), Next then sets its own, which would otherwise replace it.
  res.setHeader = function setHeaderAddingToVary(this: ServerResponse, name, value) {
    if (name.toLowerCase() !== 'vary' || !this.hasHeader('vary')) return setHeader.call(this, name, value);
    return setHeader.call(this, name, mergeVary(this.getHeader('vary'), value));
  } as ServerResponse['setHeader'];

  // What step 4 decided; null until the head is written.
  let body: BodyStep | 'as written' | null = null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let status = 200;

  const head = (written: number, args: readonly unknown[]): void => {
    for (const [name, value] of passedHeaders(args)) res.setHeader(name, value);
    status = pipeline.status(written);
    pipeline.headers(res);
    pipeline.cookies(res);
    const contentType = String(res.getHeader('content-type') ?? '');
    const step = pipeline.body(status, contentType);
    body = step ?? 'as written';
    // A body replaced or held is sent with its head, once its length and encoding are known.
    if (step) return res.removeHeader('content-length');
    writeHead.call(res, status);
  };

  /** Sends the whole `page` (step 4's) with its head, compressed by step 5 if it compresses. */
  const sendWhole = (page: Buffer, callback: (() => void) | undefined): void => {
    const send = (bytes: Buffer): void => {
      if (!pipeline.encoding) setHeader.call(res, 'content-length', bytes.length);
      rawWriteHead.call(res, status);
      if (callback) rawEnd.call(res, bytes, callback);
      else rawEnd.call(res, bytes);
    };
    const bytes = pipeline.encoding ? pipeline.encoding.whole(req, res, status, page) : page;
    if (Buffer.isBuffer(bytes)) send(bytes);
    else void bytes.then(send);
  };

  res.writeHead = function writeHeadThroughPipeline(this: ServerResponse, written: number, ...args: unknown[]) {
    // A second head is Node's error to throw, as it would without the pipeline.
    if (body !== null) return (writeHead as (...a: unknown[]) => ServerResponse).call(this, written, ...args);
    head(written, args);
    return this;
  } as ServerResponse['writeHead'];

  // Node writes the head implicitly on the first write; here it goes through the steps first.
  res.write = function writeThroughPipeline(this: ServerResponse, ...args: unknown[]): boolean {
    if (body === null) head(this.statusCode, []);
    if (body === 'as written' || body === null) return write.apply(this, args);
    if ('replace' in body) {
      callbackOf(args)?.();
      return true;
    }
    const chunk = chunkOf(args);
    if (chunk === null) return write.apply(this, args);
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes <= body.maxHeldBytes) {
      callbackOf(args)?.();
      return true;
    }
    // Too long to hold: the head now, and the rest as it comes, compressed as it goes.
    const { rewrite } = body;
    body = 'as written';
    writeHead.call(this, status);
    const callback = callbackOf(args);
    const rewritten = rewrite(Buffer.concat(held), false);
    held = [];
    return callback ? write.call(this, rewritten, callback) : write.call(this, rewritten);
  } as ServerResponse['write'];

  res.end = function endThroughPipeline(this: ServerResponse, ...args: unknown[]): ServerResponse {
    if (body === null) head(this.statusCode, []);
    if (body === 'as written' || body === null) return end.apply(this, args);
    const callback = callbackOf(args);
    if ('rewrite' in body) {
      const chunk = chunkOf(args);
      if (chunk) held.push(chunk);
      // Next ends a cached page in one piece: no copy of it.
      const rewritten = body.rewrite(held.length === 1 ? held[0]! : Buffer.concat(held), true);
      held = [];
      sendWhole(rewritten, callback);
      return this;
    }
    void body.replace(this).then((html) => {
      for (const name of ['content-length', 'content-encoding', 'etag', 'transfer-encoding']) this.removeHeader(name);
      sendWhole(Buffer.from(html), callback);
    });
    return this;
  } as ServerResponse['end'];
}
