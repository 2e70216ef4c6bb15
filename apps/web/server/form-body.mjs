// Form posts are read at the front door before Next sees them: Next answers a form body it
// cannot parse (a broken multipart, a truncated upload) with a 500, which here becomes a 400.
// The body is small (the front door refuses more than 64 KB), so it is read into memory, parsed
// by the same parser Next uses (undici's FormData), and handed to Next as a fresh request.
import { IncomingMessage } from 'node:http';

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** Whether Next would parse this request's body as a form. */
export const hasFormBody = (req) => req.method === 'POST' && FORM_TYPE.test(req.headers['content-type'] ?? '');

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => reject(new Error('the client went away while sending the body')));
  });
}

/**
 * The request with its body read and checked: a request Next can read like the original, or
 * null when the body is not a readable form (or the client went away while sending it).
 */
export async function withCheckedFormBody(req) {
  let body;
  try {
    body = await readBody(req);
    await new Response(body, { headers: { 'content-type': req.headers['content-type'] } }).formData();
  } catch {
    return null;
  }
  const replay = new IncomingMessage(req.socket);
  for (const key of ['method', 'url', 'headers', 'rawHeaders', 'httpVersion', 'httpVersionMajor', 'httpVersionMinor'])
    replay[key] = req[key];
  // A complete message: ending it must not close the connection (IncomingMessage's _destroy).
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}
