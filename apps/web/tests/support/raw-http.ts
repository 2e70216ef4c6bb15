import { connect } from 'node:net';

/** An answer read off the socket: its status (null when none came), headers and body. */
export type RawAnswer = { status: number | null; headers: Record<string, string>; body: string; error?: string };

/**
 * Sends `request` as bytes on a fresh connection (`Connection: close` is the caller's to add)
 * and reads the answer until the server closes: requests fetch() refuses to send (absolute-form
 * targets, unknown methods, broken encodings, raw control bytes) reach the server as written.
 */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const timer = setTimeout(() => {
      error = 'no answer in time';
      socket.destroy();
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = (split === -1 ? text : text.slice(0, split)).split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1];
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: status ? Number(status) : null,
        headers,
        body: split === -1 ? '' : Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'),
        error,
      });
    });
    socket.write(request);
  });
}
