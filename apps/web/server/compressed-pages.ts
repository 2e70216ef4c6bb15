// The compressed bytes of the pages the site sends again and again. A cached page leaves the
// response pipeline the same, byte for byte, at each request (Next's cached HTML, then the same
// stylesheets inlined), and compressing it again for each request cost the site most of its time
// on such a page (bench/README.md, "Compressed once"). So each page body is compressed once per
// encoding and its bytes kept, by the hash of the body: an edited page is another body, hence
// another key, and never gets the old bytes. See docs/decisions/response-compression.md.
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export type CompressedPagesOptions = {
  /** The bound of the compressed bytes kept, all pages and encodings together. */
  maxBytes?: number;
};

// Once per page, the time of a higher quality is spent once: on a course page of 116 KB,
// brotli's quality 10 gives 18.7 KB in about 90 ms against 21.7 KB in 2.4 ms at quality 4 (the
// middleware's), and 11 only 2 % less again for three times the time; gzip's level 9, 0.5 % less
// than 6 for 1 ms more.
const KEPT: Record<Encoding, BrotliOptions | ZlibOptions> = {
  br: brotliOptions(10),
  gzip: { level: 9 },
};
// A body that is not kept (a page rendered for one request) is compressed as the `compression`
// middleware does it.
const ONE_OFF: Record<Encoding, BrotliOptions | ZlibOptions> = {
  br: brotliOptions(4),
  gzip: { level: 6 },
};
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

function brotliOptions(quality: number): BrotliOptions {
  return {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  };
}

/** `body` compressed in `encoding`, in libuv's thread pool (a brotli of quality 10 takes tens of ms). */
function compress(body: Buffer, encoding: Encoding, options: BrotliOptions | ZlibOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, bytes: Buffer) => (error ? reject(error) : resolve(bytes));
    if (encoding === 'br')
      brotliCompress(
        body,
        {
          ...options,
          params: { ...(options as BrotliOptions).params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        },
        done,
      );
    else gzip(body, options as ZlibOptions, done);
  });
}

type Entry = { key: string; bytes: number; encoded: Partial<Record<Encoding, Buffer>> };

/**
 * A bounded memory of compressed pages: `encoded(body, encoding, { keep })` gives `body` in
 * `encoding`, the kept bytes (synchronously) when this body was compressed before, else a promise
 * of them, compressed off the main thread; with `keep` false (an answer for one visitor) what it
 * compresses is not kept, but a body already kept is served from it (the key is the content: the
 * same bytes whoever asks). The least recently used pages go first past `maxBytes`.
 */
export function compressedPages({ maxBytes = DEFAULT_MAX_BYTES }: CompressedPagesOptions = {}) {
  // By key, in order of use (a Map keeps the order of insertion).
  const entries = new Map<string, Entry>();
  // The key of a body seen before as this very Buffer: the stylesheet inliner hands the same Buffer
  // for the same page, which then needs no hash. An index only: an entry found here counts only if
  // it is still in `entries`.
  const byBody = new WeakMap<Buffer, Entry>();
  // Compressions under way, so that many requests of a page not kept yet start one.
  const pending = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;

  const keyOf = (body: Buffer): string => createHash('sha256').update(body).digest('base64');

  const keep = (key: string, encoding: Encoding, bytes: Buffer): void => {
    // A body that would take a sixteenth of the memory is not worth the others it would push out.
    if (bytes.length > maxBytes / 16) return;
    let entry = entries.get(key);
    if (entry) entries.delete(key);
    else entry = { key, bytes: 0, encoded: {} };
    entries.set(key, entry);
    const previous = entry.encoded[encoding];
    entry.encoded[encoding] = bytes;
    entry.bytes += bytes.length - (previous?.length ?? 0);
    keptBytes += bytes.length - (previous?.length ?? 0);
    for (const [oldKey, old] of entries) {
      if (keptBytes <= maxBytes) break;
      entries.delete(oldKey);
      keptBytes -= old.bytes;
      // The index may still point at it while its body lives: without its bytes it holds nothing.
      old.encoded = {};
      old.bytes = 0;
    }
  };

  const encoded = (body: Buffer, encoding: Encoding, options: { keep: boolean }): Buffer | Promise<Buffer> => {
    const indexed = byBody.get(body);
    const key = indexed?.key ?? keyOf(body);
    const entry = entries.get(key);
    const known = entry?.encoded[encoding];
    if (entry && known) {
      entries.delete(key);
      entries.set(key, entry);
      if (indexed !== entry) byBody.set(body, entry);
      return known;
    }
    if (!options.keep) return compress(body, encoding, ONE_OFF[encoding]);
    const pendingKey = `${encoding}:${key}`;
    const underWay = pending.get(pendingKey);
    if (underWay) return underWay;
    const compressed = compress(body, encoding, KEPT[encoding])
      .then((bytes) => {
        keep(key, encoding, bytes);
        const kept = entries.get(key);
        if (kept) byBody.set(body, kept);
        return bytes;
      })
      .finally(() => pending.delete(pendingKey));
    pending.set(pendingKey, compressed);
    return compressed;
  };

  /** What is kept: pages and their compressed bytes (for tests and logs). */
  const size = () => ({ pages: entries.size, bytes: keptBytes });

  return { encoded, size };
}

export type CompressedPages = ReturnType<typeof compressedPages>;
