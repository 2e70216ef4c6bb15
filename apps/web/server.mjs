// The production server: `next start` plus what App Router pages cannot do themselves — a page
// that failed because the CMS is down (503) or too slow (504) answers with that status instead
// of a generic 500, a page that rendered a refused form answers 422 or 429 instead of 200, and
// the page code learns the visitor's address. The page code writes to this request's slot.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { sendErrorPagesRendered } from './server/error-pages.mjs';
import { accumulateVary, completeHead, securityHeaders } from './server/response-headers.mjs';
import { staticErrorPage } from './server/static-error-page.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
// Reverse proxies in front of this server that append to X-Forwarded-For (0: none, trust the socket).
const trustedProxyHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);

// The largest form post a person sends is a few kilobytes; next.config.ts sets the same limit
// for server actions, whose own refusal is a 500.
const MAX_BODY_BYTES = 64 * 1024;

const requestState = new AsyncLocalStorage();
globalThis[Symbol.for('horizon.requestState')] = requestState;

function clientAddress(req) {
  const socketAddress = req.socket.remoteAddress ?? null;
  if (trustedProxyHops <= 0) return socketAddress;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxyHops] ?? socketAddress;
}

const app = next({ dev: false, dir: dirname(fileURLToPath(import.meta.url)) });
const handle = app.getRequestHandler();
await app.prepare();
// After prepare: Next has loaded .env.local by then.
const headers = securityHeaders();
// Where the front door asks this server for an error page (see server/error-pages.mjs).
const ownOrigin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`;

// Answers at once and reads the rest of the body away (up to a bound), so that the client,
// still sending, gets the answer instead of a broken connection.
function tooLarge(req, res) {
  let discarded = 0;
  req.on('data', (chunk) => {
    discarded += chunk.length;
    if (discarded > 16 * MAX_BODY_BYTES) req.destroy();
  });
  const english = /^\/en(\/|$|\?)/.test(req.url ?? '');
  const text = english ? 'This request is too large.' : 'Cette requête est trop volumineuse.';
  res.writeHead(413, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="${english ? 'en' : 'fr'}"><meta charset="utf-8"><title>413</title><h1>${text}</h1><p><a href="${english ? '/en' : '/'}">${english ? 'Back to the site' : 'Retour au site'}</a></p></html>`,
  );
}

createServer((req, res) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge(req, res);
  const state = { failureStatus: null, responseStatus: null, clientAddress: clientAddress(req) };
  const writeHead = res.writeHead;
  accumulateVary(res);
  sendErrorPagesRendered({
    req,
    res,
    // A failed render is written as 500, a rendered page as 200: the slot says what they are.
    statusOf: (status) =>
      status === 500 && state.failureStatus
        ? state.failureStatus
        : status === 200 && state.responseStatus
          ? state.responseStatus
          : status,
    writeHead: (status, ...args) => {
      completeHead(res, args, headers);
      return writeHead.call(res, status, ...args);
    },
    origin: ownOrigin,
    staticPage: staticErrorPage,
  });
  requestState.run(state, () => handle(req, res));
}).listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'site listening', url: `http://${hostname}:${port}` }));
});
