// Form posts are read at the front door before Next sees them: Next answers a form body it
// cannot parse (a broken multipart, a truncated upload) with a 500, which here becomes a 400.
// The body is small (the front door refuses more than 64 KB), so it is read into memory, parsed
// by the same parser Next uses (undici's FormData), and handed to Next as a fresh request.
import { IncomingMessage } from 'node:http';

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** Whether Next would parse this request's body as a form. */
export const hasFormBody = (req: IncomingMessage): boolean =>
  req.method === 'POST' && FORM_TYPE.test(req.headers['content-type'] ?? '');

// An ArrayBuffer-backed buffer (what Buffer.concat gives) is what fetch's Response accepts as a body.
function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => reject(new Error('the client went away while sending the body')));
  });
}

/**
 * The request with its body read and checked: a request Next can read like the original, or
 * null when the body is not a readable form (or the client went away while sending it).
 */
export async function withCheckedFormBody(req: IncomingMessage): Promise<IncomingMessage | null> {
  let body: Buffer<ArrayBuffer>;
  try {
    body = await readBody(req);
    await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  } catch {
    return null;
  }
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.headers = req.headers;
  replay.rawHeaders = req.rawHeaders;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  // A complete message: ending it must not close the connection (IncomingMessage's _destroy).
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}
