import type { IncomingMessage, ServerResponse } from 'node:http';

export function contentTypeOf(res: ServerResponse, writeHeadArgs: unknown[]): unknown;
export function stylesheetInliner(distDir: string): {
  inline(html: string, options?: { whole?: boolean }): string;
  wrap(req: IncomingMessage, res: ServerResponse): void;
};
