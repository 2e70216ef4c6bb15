// The site compresses its answers itself unless COMPRESS_RESPONSES is false: a site reached
// directly must not send a phone 100 KB pages uncompressed, and behind a reverse proxy or CDN that
// compresses, its CPU is better spent elsewhere (docs/decisions/response-compression.md).
//
// Two ways: a page the front door holds whole (server/inline-stylesheets.ts) is compressed once and
// its bytes kept (server/compressed-pages.ts), sent with its length; anything else is compressed as
// it is written, by the `compression` middleware (as Next uses it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'compression';
import { compressedPages, type CompressedPages, type Encoding } from './compressed-pages';
import { mergeVary } from './response-headers';

const noop = (): void => {};

// As the middleware: smaller bodies gain less than the bytes of the header that says so.
const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
// An answer for one visitor, whose body is not worth keeping for others.
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/i;
// What Next says of a page it served from its page cache (`x-nextjs-cache`): the same body for every
// visitor, whatever the head around it.
const FROM_PAGE_CACHE = /^(?:HIT|STALE)$/i;
// In the middleware's order of preference when a browser accepts both equally.
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send for an `Accept-Encoding` header: brotli or gzip, whichever the client
 * weighs more (brotli when equal), or null for the body as it is. `*` stands for an encoding the
 * header does not name; `;q=0` refuses one.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERRED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** A strong ETag made weak: a compressed answer is not byte for byte the one the tag was made for. */
function weakenEtag(res: ServerResponse): void {
  const etag = res.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"')) res.setHeader('etag', `W/${etag}`);
}

export type AnswerCompression = {
  /** Installs on `res` the compression of what is written to it as it comes. */
  install: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * What to send for `body`, the whole body of an answer whose head is not written yet: sets the
   * head's Content-Encoding, Vary, ETag and Content-Length on `res` and gives the bytes, from those
   * kept when this body was compressed before. It does not fail: the body as it is if compressing does.
   */
  whole: (req: IncomingMessage, res: ServerResponse, status: number, body: Buffer) => Buffer | Promise<Buffer>;
};

/**
 * Step 5 of the response pipeline (server/response-pipeline.ts). The server compresses, not Next,
 * because it rewrites the HTML Next writes (server/inline-stylesheets.ts).
 */
export function compressAnswers(pages: CompressedPages = compressedPages()): AnswerCompression {
  const middleware = compression();

  const install = (req: IncomingMessage, res: ServerResponse): void => {
    // Beneath the middleware, which sets the encoding it chose through `setHeader` and then writes
    // the head: the ETag of what it compresses is made weak, and so is that of a 304 to a client that
    // would get a compressed answer (its cached copy was tagged so).
    const { setHeader, writeHead } = res;
    res.setHeader = function setHeaderWeakeningEtag(this: ServerResponse, name, value) {
      const result = setHeader.call(this, name, value);
      if (name.toLowerCase() === 'content-encoding' && value !== 'identity') weakenEtag(this);
      return result;
    } as ServerResponse['setHeader'];
    res.writeHead = function writeHeadWeakeningEtag(this: ServerResponse, status: number, ...args: unknown[]) {
      if (status === 304 && preferredEncoding(req.headers['accept-encoding']) !== null) weakenEtag(this);
      return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...args);
    } as ServerResponse['writeHead'];

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

  const whole = (req: IncomingMessage, res: ServerResponse, status: number, body: Buffer): Buffer | Promise<Buffer> => {
    const send = (bytes: Buffer, encoding: Encoding | null): Buffer => {
      if (encoding) {
        res.setHeader('content-encoding', encoding);
        weakenEtag(res);
      }
      res.setHeader('content-length', bytes.length);
      return bytes;
    };
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (res.hasHeader('content-encoding') || NO_TRANSFORM.test(cacheControl)) return send(body, null);
    res.setHeader('vary', mergeVary(res.getHeader('vary'), 'Accept-Encoding'));
    const encoding = body.length < THRESHOLD_BYTES ? null : preferredEncoding(req.headers['accept-encoding']);
    if (encoding === null) return send(body, null);
    // Only a page any visitor may get fills the memory; one for this visitor alone (its cookies, a
    // form's token) is compressed for this answer, unless its very bytes are kept already. A page
    // from Next's cache is any visitor's even in a private answer that stores a cookie: the root
    // path's French page to a first visit (src/lib/proxy/locale-choice.ts), which was otherwise
    // compressed again at each first visit, at the one-off quality (3.5 KB more for a phone).
    const cached = FROM_PAGE_CACHE.test(String(res.getHeader('x-nextjs-cache') ?? ''));
    const keep = status === 200 && (cached || (!res.hasHeader('set-cookie') && !NOT_SHARED.test(cacheControl)));
    const bytes = pages.encoded(body, encoding, { keep });
    if (Buffer.isBuffer(bytes)) return send(bytes, encoding);
    return bytes.then(
      (compressed) => send(compressed, encoding),
      () => send(body, null),
    );
  };

  return { install, whole };
}
