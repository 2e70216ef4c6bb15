// The site compresses its answers itself unless COMPRESS_RESPONSES is false: a site reached
// directly must not send a phone 100 KB pages uncompressed, and behind a reverse proxy or CDN that
// compresses, its CPU is better spent elsewhere (docs/decisions/response-compression.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'compression';

const noop = (): void => {};

/**
 * Compresses `res` as it is written (the `compression` middleware, as Next uses it). The server
 * does it, not Next, because it rewrites the HTML Next writes (server/inline-stylesheets.ts).
 */
export function compressAnswers(): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = compression();
  return (req, res) => {
    middleware(req, res, noop);
    // A client that leaves before the end would keep the middleware's zlib stream open for good
    // (Next's release-compression-stream does the same): its `on('drain')` hands that stream out.
    res.once('close', () => {
      if (res.writableFinished) return;
      // Node's types say `on` returns the response; the middleware's own `on` returns its stream.
      const stream: unknown = res.on('drain', noop);
      if (stream === res || !(stream instanceof Duplex)) res.off('drain', noop);
      else stream.destroy();
    });
  };
}
