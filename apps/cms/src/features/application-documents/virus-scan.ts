import net from 'node:net';

// A file's scan by ClamAV's daemon (Debian's clamav-daemon), over its INSTREAM command: the bytes
// are sent in chunks, each behind its length, and clamd answers `stream: OK` or
// `stream: <signature> FOUND`. Nothing is written to a disk the daemon would have to share.
// See docs/decisions/application-documents.md for why not the `clamscan` package.

export type ScanResult = { verdict: 'clean' } | { verdict: 'infected'; signature: string };

export class ScannerUnavailable extends Error {
  override name = 'ScannerUnavailable';
}

/** Where clamd listens: `tcp://host:port`, or `unix:///path/to/clamd.ctl`. */
export function clamdAddress(url: string): net.NetConnectOpts {
  const parsed = new URL(url);
  if (parsed.protocol === 'unix:') return { path: decodeURIComponent(parsed.pathname) };
  if (parsed.protocol !== 'tcp:') throw new Error(`CLAMD_URL must be tcp://host:port or unix:///path, not ${url}`);
  return { host: parsed.hostname, port: Number(parsed.port || 3310) };
}

// clamd's StreamMaxLength defaults to 25 MB; a document is 10 MB at most.
const CHUNK = 64 * 1024;

/** Scans `bytes`; throws ScannerUnavailable when the daemon cannot be reached or does not answer in time. */
export function scanForViruses(bytes: Uint8Array, url: string, timeoutMs = 30_000): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(clamdAddress(url));
    let answer = '';
    const fail = (reason: string) => {
      socket.destroy();
      reject(new ScannerUnavailable(reason));
    };
    socket.setTimeout(timeoutMs, () => fail(`no answer within ${timeoutMs} ms`));
    socket.on('error', (error) => fail(error.message));
    socket.on('connect', () => {
      // `z`: commands and answers end with a NUL byte.
      socket.write('zINSTREAM\0');
      for (let start = 0; start < bytes.length; start += CHUNK) {
        const chunk = bytes.subarray(start, start + CHUNK);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
    socket.on('data', (data) => {
      answer += data.toString('utf8');
    });
    socket.on('end', () => {
      const line = answer.replace(/\0/g, '').trim();
      const found = /^stream: (.+) FOUND$/.exec(line);
      if (found) resolve({ verdict: 'infected', signature: found[1]! });
      else if (line === 'stream: OK') resolve({ verdict: 'clean' });
      else fail(`unexpected answer: ${line.slice(0, 200)}`);
    });
  });
}
