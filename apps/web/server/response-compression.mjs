// Whether the site compresses its answers itself (gzip in this process), from
// COMPRESS_RESPONSES. Yes by default: a site reached directly must not send a phone 100 KB pages
// uncompressed. Behind a reverse proxy or CDN that compresses, `false` leaves it to them: gzip in
// this process cost 1–2 ms of CPU per cached page under load here, as much as serving the page
// itself (docs/decisions/response-compression.md).

import { Duplex } from 'node:stream';
import compression from 'compression';

/** `true` unless COMPRESS_RESPONSES says `false`; any other value is a configuration error. */
export function responseCompression(value) {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`COMPRESS_RESPONSES must be true or false (found "${value}"); see README.md, "Configuration".`);
}

const noop = () => {};

/**
 * Compresses `res` as it is written (the `compression` middleware, as Next uses it). The server
 * does it, not Next, because it rewrites the HTML Next writes (server/inline-stylesheets.mjs).
 */
export function compressAnswers() {
  const middleware = compression();
  return (req, res) => {
    middleware(req, res, noop);
    // A client that leaves before the end would keep the middleware's zlib stream open for good
    // (Next's release-compression-stream does the same): its `on('drain')` hands that stream out.
    res.once('close', () => {
      if (res.writableFinished) return;
      const stream = res.on('drain', noop);
      if (stream === res || !(stream instanceof Duplex)) res.off('drain', noop);
      else stream.destroy();
    });
  };
}
