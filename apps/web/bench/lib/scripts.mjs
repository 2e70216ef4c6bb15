// A page's first-load JavaScript counted the same way on both servers: each script Lighthouse
// recorded, fetched again here and gzipped at zlib's default level (what the `compression`
// middleware does). The transfer sizes Chromium records would not compare: the site's server sends
// brotli to a browser that takes it, Next (the bare app) only gzip, so the framework's own chunks
// would weigh less on the site than on the bare page.
import { gzipSync } from 'node:zlib';

// Build files are immutable: each is fetched and compressed once per run.
const gzipped = new Map();

/** The gzip size of one script, in bytes. */
async function gzipBytesOf(url) {
  if (!gzipped.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
    gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
  }
  return gzipped.get(url);
}

/** The gzip size of the distinct scripts `urls`, summed. */
export async function gzipBytes(urls) {
  let sum = 0;
  for (const url of new Set(urls)) sum += await gzipBytesOf(url);
  return sum;
}
