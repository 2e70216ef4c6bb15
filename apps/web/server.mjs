// The production server: Next's request handler behind a front door that does what App Router
// pages cannot do themselves (docs/decisions/status-slot-server.md):
// - requests that are not well formed get a 4xx and spec 8's page here (server/request-checks.mjs);
// - a page that failed because the CMS is down (503) or too slow (504) answers that status instead
//   of a generic 500, and a page that rendered a refused form answers 422 or 429 instead of 200:
//   the page code writes to this request's slot, and learns the visitor's address from it;
// - error pages are sent as HTML drawn on the server (server/error-pages.mjs);
// - a page's stylesheets are in its HTML, so that nothing but the document stands before the first
//   paint (server/inline-stylesheets.mjs), and answers are compressed after that (COMPRESS_RESPONSES);
// - every answer gets the security headers, and loses Next's internal ones (server/response-headers.mjs);
// - each request is logged as one JSON line (method, path, status, duration);
// - SIGTERM or SIGINT stops it gracefully: no new connection, readiness false at once, requests
//   under way finished (within SHUTDOWN_TIMEOUT_MS), the lead outbox given a last delivery, exit 0.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import nextEnv from '@next/env';
import next from 'next';
import { sendErrorPagesRendered, localeOfTarget } from './server/error-pages.mjs';
import { hasFormBody, withCheckedFormBody } from './server/form-body.mjs';
import { stylesheetInliner } from './server/inline-stylesheets.mjs';
import { dropLocaleCookie, isPrefetch } from './server/locale-cookie.mjs';
import { dropInternalHeaders, MAX_BODY_BYTES, refusalOf, trustedProxyHops } from './server/request-checks.mjs';
import { compressAnswers, responseCompression } from './server/response-compression.mjs';
import {
  accumulateVary,
  appFileHeadersOf,
  completeHead,
  headersFor,
  previewHeadersOf,
  securityHeaders,
} from './server/response-headers.mjs';
import { staticErrorPage } from './server/static-error-page.mjs';

const dir = dirname(fileURLToPath(import.meta.url));

/**
 * The configuration the build serialized, used as it is, the way Next's own standalone server does
 * (docs/decisions/first-load-weight.md): otherwise Next would compile next.config.ts at every start,
 * which loads two SWC compilers (next-intl's plugin requires @swc/core), 50 MB of native code kept
 * for the life of the process. That path skips Next's reading of .env files, so it is done here.
 */
function builtConfig() {
  nextEnv.loadEnvConfig(dir, false, { info: () => {}, error: console.error });
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const manifest = join(dir, distDir, 'required-server-files.json');
  let config;
  try {
    ({ config } = JSON.parse(readFileSync(manifest, 'utf8')));
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'no production build: run `npm run build` first',
        file: manifest,
        error: error.message,
      }),
    );
    process.exit(1);
  }
  // The folder the build was made in is recorded in it; a copy of the build (the test run's
  // PostgreSQL pass, the benchmark) is served, and keeps its page cache, in its own folder.
  config.distDir = distDir;
  let compress;
  try {
    compress = responseCompression(process.env.COMPRESS_RESPONSES);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'invalid site configuration', error: error.message }));
    process.exit(1);
  }
  // This server compresses, after it has put the stylesheets in the page: Next's compression
  // would hand it compressed HTML.
  config.compress = false;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return { config, compress, distDir: join(dir, distDir) };
}

/**
 * Memory (docs/decisions/process-memory.md). When collecting is cheap, as it is here (55–60 MB
 * survive a collection, which takes 5–15 ms), V8 lets the old generation grow to up to four times
 * what survived: under load the process kept 100–250 MB of garbage. Growing by a quarter kept it
 * at 215–233 MiB after our load instead of 290–383, with no throughput lost beyond the machine's
 * noise. A value given to node itself wins.
 */
function limitMemory() {
  const nodeFlags = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
  if (!/heap[-_]growing[-_]percent/.test(nodeFlags)) v8.setFlagsFromString('--heap-growing-percent=25');
  // glibc's allocator needs its setting before the process starts (server/process-env.mjs).
  if (process.report?.getReport().header.glibcVersionRuntime && !process.env.MALLOC_ARENA_MAX)
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'MALLOC_ARENA_MAX is not set: the site keeps about 100 MB more under load; start it with `npm start` in apps/web, or set MALLOC_ARENA_MAX=2',
      }),
    );
}
limitMemory();

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';

const requestState = new AsyncLocalStorage();
globalThis[Symbol.for('horizon.requestState')] = requestState;
// Shared with the pages (src/lib/lifecycle.ts): whether this server is stopping, and what the
// application asks to do before it exits.
const lifecycle = { stopping: false, stopTasks: new Set() };
globalThis[Symbol.for('horizon.lifecycle')] = lifecycle;

const built = builtConfig();
const app = next({ dev: false, dir, conf: built.config });
const stylesheets = stylesheetInliner(built.distDir);
const compress = built.compress ? compressAnswers() : null;
// Opened before the pages ask for it (src/lib/shared-redis.ts), once .env files are read; loaded
// only with REDIS_URL (one instance does not load the Redis client).
const redis = process.env.REDIS_URL ? (await import('./server/redis-connection.mjs')).redisConnection() : null;
const handle = app.getRequestHandler();
await app.prepare();
// Read after prepare, once Next has loaded .env.local; a wrong value stops the server here.
let headers, proxyHops;
try {
  headers = securityHeaders();
  // Reverse proxies in front of this server that append to X-Forwarded-For (0: none, trust the socket).
  proxyHops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error(JSON.stringify({ level: 'error', msg: 'invalid site configuration', error: error.message }));
  process.exit(1);
}
// Where the front door asks this server for an error page (see server/error-pages.mjs).
const ownOrigin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`;
// Where Next fetches its own pages when a server action redirects (it sends the target page with
// the action's answer), as `next start` sets it: unset, Next assumes localhost:3000, the fetch
// fails on any other port, and the browser loads the thank-you page again as a whole document.
process.env.__NEXT_PRIVATE_ORIGIN ??= ownOrigin;

function clientAddress(req) {
  const socketAddress = req.socket.remoteAddress ?? null;
  if (proxyHops <= 0) return socketAddress;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - proxyHops] ?? socketAddress;
}

/**
 * Answers a refused request with its status and page. A body the client is still sending is
 * read away (up to a bound), so that the client gets the answer instead of a broken connection.
 */
function refuse(req, res, { status, headers: extra = {} }) {
  let discarded = 0;
  req.on('data', (chunk) => {
    discarded += chunk.length;
    if (discarded > 16 * MAX_BODY_BYTES) req.destroy();
  });
  const body = status === 204 ? '' : staticErrorPage(status, localeOfTarget(req.url));
  const head = { ...extra, 'cache-control': 'no-store' };
  if (body)
    Object.assign(head, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  completeHead(res, [head], headers);
  res.writeHead(status, head);
  res.end(req.method === 'HEAD' ? undefined : body);
}

// A visitor's request, body included, is a few kilobytes: one that has not arrived after 30 s (a
// client announcing more bytes than it sends, a slow-loris) gets its 408 instead of holding a
// connection for Node's default 5 minutes; checked every 5 s rather than every 30.
const timeouts = { headersTimeout: 20_000, requestTimeout: 30_000, connectionsCheckingInterval: 5_000 };

let inFlight = 0;

/**
 * One JSON line per request, when its answer is sent or its connection lost; the query is left out
 * (it can hold personal data). A health check that passes is not written: load balancers and
 * Varnish ask every few seconds, which would drown the visitors' requests.
 */
function logRequest(req, res, startedAt) {
  inFlight += 1;
  res.once('close', () => {
    inFlight -= 1;
    const path = (req.url ?? '').split('?')[0];
    if (path.startsWith('/api/health') && res.statusCode < 400 && res.writableFinished) return;
    const entry = { level: 'info', msg: 'request', method: req.method, path, status: res.statusCode };
    entry.ms = Math.round(performance.now() - startedAt);
    if (!res.writableFinished) entry.aborted = true;
    console.log(JSON.stringify(entry));
  });
}

const server = createServer(timeouts, async (received, res) => {
  logRequest(received, res, performance.now());
  // While stopping, a request on a kept-alive connection is answered, and the connection closed.
  if (lifecycle.stopping) res.shouldKeepAlive = false;
  const refusal = refusalOf(received);
  if (refusal) return refuse(received, res, refusal);
  dropInternalHeaders(received);
  const req = hasFormBody(received) ? await withCheckedFormBody(received) : received;
  if (!req) return refuse(received, res, { status: 400 });
  // In this order: the stylesheets go in the page before the page is compressed.
  compress?.(req, res);
  stylesheets.wrap(req, res);
  const state = { failureStatus: null, responseStatus: null, clientAddress: clientAddress(req) };
  const writeHead = res.writeHead;
  // Headers that replace those of the page or file (a preview's win).
  const overrides = { ...appFileHeadersOf(req), ...previewHeadersOf(req) };
  const ownHeaders = headersFor(req, headers);
  const prefetch = isPrefetch(req);
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
      completeHead(res, args, ownHeaders);
      if (prefetch) dropLocaleCookie(res);
      for (const [name, value] of Object.entries(overrides)) res.setHeader(name, value);
      return writeHead.call(res, status, ...args);
    },
    origin: ownOrigin,
    staticPage: staticErrorPage,
  });
  requestState.run(state, () => handle(req, res));
});

// Requests Node's parser refuses (malformed HTTP, headers over its limit, too slow): the status
// and the page instead of Node's empty answer.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = staticErrorPage(status, 'fr');
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `content-type: text/html; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `cache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
});
// CONNECT (a proxy tunnel) and protocol upgrades (WebSocket): the site offers neither.
server.on('connect', (req, socket) => {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD, POST, OPTIONS\r\ncontent-length: 0\r\nconnection: close\r\n\r\n',
  );
});
server.on('upgrade', (req, socket) => {
  socket.end('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
});

server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'site listening', url: `http://${hostname}:${port}` }));
});

const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);

async function shutdown(signal) {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  console.log(JSON.stringify({ level: 'info', msg: 'site stopping', signal, inFlight }));
  const closed = new Promise((resolve) => server.close(resolve));
  // Kept-alive connections are closed as soon as their request under way is answered.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer;
  const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve(true), shutdownTimeoutMs)));
  if (await Promise.race([closed.then(() => false), timedOut])) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'requests still under way at the shutdown time-out, cut', inFlight }),
    );
    server.closeAllConnections();
  }
  clearInterval(idleSweep);
  // What the application asked for (the lead outbox's last delivery), within what is left of the time.
  const tasks = Promise.allSettled([...lifecycle.stopTasks].map((task) => task()));
  await Promise.race([tasks, timedOut]);
  clearTimeout(timer);
  await redis?.close();
  console.log(JSON.stringify({ level: 'info', msg: 'site stopped', signal }));
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
