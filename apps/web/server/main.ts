// The production server: Next's request handler behind a front door that does what App Router
// pages cannot do themselves (docs/decisions/status-slot-server.md). Compiled with the rest of
// server/ into .server/ by `npm run build` (docs/decisions/front-door.md); `node server.mjs` runs it.
//
// - requests that are not well formed get a 4xx and the error page of requirements 8 here (server/request-checks.ts);
// - what Next writes goes out through one ordered pipeline (server/response-pipeline.ts): the
//   status (a page that failed because the CMS is down answers 503, too slow 504, a refused form
//   422 or 429: the page code writes to this request's slot, and learns the visitor's address from
//   it), the headers (security ones added, Next's internal ones removed: server/response-headers.ts),
//   the cookies (server/locale-cookie.ts), the body (an error page drawn on the server,
//   server/error-pages.ts; the page's stylesheets in its HTML, server/inline-stylesheets.ts), and
//   compression last (COMPRESS_RESPONSES; a page's compressed bytes kept, server/compressed-pages.ts);
// - each request gets an id (src/lib/request-context.ts: its log lines and CMS calls carry it) and
//   is logged as one JSON line (method, path, status, duration), and counted in the Prometheus
//   metrics served on their own port when METRICS_PORT is set (server/site-metrics.ts);
// - SIGTERM or SIGINT stops it gracefully: no new connection, readiness false at once, requests
//   under way finished (within SHUTDOWN_TIMEOUT_MS), the lead outbox given a last delivery, exit 0.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import nextEnv from '@next/env';
import type { Span } from '@opentelemetry/api';
import next from 'next';
import type { NextConfig } from 'next';
import { localeOfPath } from '@/i18n/locales';
import { envOf, parseEnv, type ServerEnv } from '@/lib/env-schema';
import { publishFrontDoorContext, type FrontDoorContext, type RequestState } from '@/lib/request-context';
import { errorPageOf, isErrorPageRender, replacesErrorPage } from './error-pages';
import { hasFormBody, withCheckedFormBody } from './form-body';
import { stylesheetInliner } from './inline-stylesheets';
import { dropLocaleCookie, isPrefetch } from './locale-cookie';
import { dropInternalHeaders, MAX_BODY_BYTES, refusalOf } from './request-checks';
import { compressAnswers } from './response-compression';
import { appFileHeadersOf, completeHead, headersFor, previewHeadersOf, securityHeaders } from './response-headers';
import { answerThrough } from './response-pipeline';
import { staticErrorPage } from './static-error-page';
import { log } from '@/lib/log';
import { routeFamily } from '@/lib/metrics';
import { deviceOf } from '@/lib/device';
import { serveMetrics, siteMetrics } from './site-metrics';
import { siteTracer } from '@/lib/tracing/site-tracer';
import { loggedTraceId } from '@/lib/tracing/trace-context';
import { traceRequest } from './trace-request';
import { BUILT_CONFIG_FILE, SERVER_ORIGIN_VARIABLE, STANDALONE_CONFIG_VARIABLE } from './next-internals';

// The site's folder (apps/web): this file runs from its bundle in apps/web/.server/.
const dir = fileURLToPath(new URL('..', import.meta.url));

/** A setting the server cannot start with: said in one log line, and the process stops. */
function configurationError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  log('error', 'invalid site configuration', { error: message });
  process.exit(1);
}

/**
 * The site's configuration, read once: .env files first (Next's own start reads them, and the
 * path below skips that), then the schema the pages use too (src/lib/env-schema.ts). A wrong value
 * stops the server here, naming every wrong variable.
 */
function siteEnv(): ServerEnv {
  nextEnv.loadEnvConfig(dir, false, { info: () => {}, error: console.error });
  try {
    return parseEnv();
  } catch (error) {
    configurationError(error);
  }
}

/**
 * The configuration the build serialized, used as it is, the way Next's own standalone server does
 * (docs/decisions/first-load-weight.md): otherwise Next would compile next.config.ts at every start
 * and keep two SWC compilers (next-intl's plugin requires @swc/core) loaded for the life of the process.
 */
function builtConfig(distDir: string): NextConfig {
  const manifest = join(dir, distDir, BUILT_CONFIG_FILE);
  let config: NextConfig;
  try {
    ({ config } = JSON.parse(readFileSync(manifest, 'utf8')) as { config: NextConfig });
  } catch (error) {
    log('error', 'no production build: run `npm run build` first', {
      file: manifest,
      error: error instanceof Error ? error.message : String(error),
    });
    process.exit(1);
  }
  // The folder the build was made in is recorded in it; a copy of the build (the test run's
  // PostgreSQL pass, the benchmark) is served, and keeps its page cache, in its own folder.
  config.distDir = distDir;
  // This server compresses, after it has put the stylesheets in the page: Next's compression
  // would hand it compressed HTML.
  config.compress = false;
  // Next reads it from its environment, where its standalone server sets it.
  process.env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(config);
  return config;
}

/**
 * Memory: V8 lets the old generation grow to four times what survived a collection when collecting
 * is cheap, as it is here, and the process kept that garbage under load; a quarter keeps it near
 * what it uses (docs/decisions/process-memory.md). A value given to node itself wins.
 */
function limitMemory(): void {
  const { NODE_OPTIONS, MALLOC_ARENA_MAX } = envOf(['NODE_OPTIONS', 'MALLOC_ARENA_MAX']);
  const nodeFlags = `${process.execArgv.join(' ')} ${NODE_OPTIONS ?? ''}`;
  if (!/heap[-_]growing[-_]percent/.test(nodeFlags)) v8.setFlagsFromString('--heap-growing-percent=25');
  // glibc's allocator needs its setting before the process starts (server/process-env.mjs).
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (report?.header?.glibcVersionRuntime && !MALLOC_ARENA_MAX)
    log(
      'warn',
      'MALLOC_ARENA_MAX is not set: the site keeps about 100 MB more under load; start it with `npm start` in apps/web, or set MALLOC_ARENA_MAX=2',
    );
}
limitMemory();

const env = siteEnv();
const { PORT: port, HOSTNAME: hostname, TRUSTED_PROXY_HOPS: proxyHops } = env;

// Shared with the pages (src/lib/request-context.ts): each request's state, whether this server
// is stopping and what the application asks to do before it exits.
const prometheus = env.METRICS_PORT === undefined ? null : siteMetrics(env.LEADS_OUTBOX_DIR);
const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT === undefined ? null : siteTracer('horizon-site');
const context: FrontDoorContext = {
  requests: new AsyncLocalStorage<RequestState>(),
  lifecycle: { stopping: false, stopTasks: new Set() },
  metrics: prometheus?.metrics ?? null,
  tracer: tracing?.tracer ?? null,
};
publishFrontDoorContext(context);
const { requests, lifecycle } = context;

const app = next({ dev: false, dir, conf: builtConfig(env.NEXT_DIST_DIR) });
const stylesheets = stylesheetInliner(join(dir, env.NEXT_DIST_DIR));
const compress = env.COMPRESS_RESPONSES ? compressAnswers() : null;
// Opened before the pages ask for it (src/lib/shared-redis.ts); loaded only with REDIS_URL (one
// instance does not load the Redis client).
const redis = env.REDIS_URL ? (await import('./redis-connection')).redisConnection() : null;
const handle = app.getRequestHandler();
await app.prepare();
const headers = securityHeaders(env);
// Where the front door asks this server for an error page (see server/error-pages.ts).
const ownOrigin = `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`;
// Where Next fetches its own pages when a server action redirects (it sends the target page with
// the action's answer), as `next start` sets it: unset, Next assumes localhost:3000, the fetch
// fails on any other port, and the browser loads the thank-you page again as a whole document.
process.env[SERVER_ORIGIN_VARIABLE] ??= ownOrigin;

function clientAddress(req: IncomingMessage): string | null {
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
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  { status, headers: extra = {} }: { status: number; headers?: OutgoingHttpHeaders },
): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > 16 * MAX_BODY_BYTES) req.destroy();
  });
  const body = status === 204 ? '' : staticErrorPage(status, localeOfPath(req.url ?? '/'));
  const head: OutgoingHttpHeaders = { ...extra, 'cache-control': 'no-store' };
  if (body)
    Object.assign(head, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  for (const [name, value] of Object.entries(head)) if (value !== undefined) res.setHeader(name, value);
  completeHead(res, headers);
  res.writeHead(status);
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
function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  startedAt: number,
  requestId: string,
  span: Span | null,
): void {
  inFlight += 1;
  // As asked: the response pipeline hands a HEAD to Next as a GET.
  const { method } = req;
  const userAgent = req.headers['user-agent'] ?? null;
  // The front door's own request for an error page is part of the visitor's request, counted once.
  const counted = prometheus !== null && !isErrorPageRender(req);
  res.once('close', () => {
    inFlight -= 1;
    const path = (req.url ?? '').split('?')[0] ?? '';
    const ms = Math.round(performance.now() - startedAt);
    if (counted)
      prometheus.metrics.httpRequestDuration.observe(
        { family: routeFamily(path), status: String(res.statusCode), device: deviceOf(userAgent) },
        ms / 1000,
      );
    if (path.startsWith('/api/health') && res.statusCode < 400 && res.writableFinished) return;
    const aborted = res.writableFinished ? {} : { aborted: true };
    const traceId = loggedTraceId(span?.spanContext());
    log('info', 'request', {
      requestId,
      ...(traceId ? { traceId } : {}),
      method,
      path,
      status: res.statusCode,
      ms,
      ...aborted,
    });
  });
}

/** A proxy's request id when it is shaped like one (Varnish, a load balancer), otherwise a new one. */
const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,128}$/.test(given) ? given : randomUUID();
};

const server = createServer(timeouts, async (received, res) => {
  const requestId = requestIdOf(received);
  const span = tracing ? traceRequest(tracing.tracer, received, res) : null;
  logRequest(received, res, performance.now(), requestId, span);
  // While stopping, a request on a kept-alive connection is answered, and the connection closed.
  if (lifecycle.stopping) res.shouldKeepAlive = false;
  const refusal = refusalOf(received);
  if (refusal) return refuse(received, res, refusal);
  dropInternalHeaders(received);
  const req = hasFormBody(received) ? await withCheckedFormBody(received) : received;
  if (!req) return refuse(received, res, { status: 400 });
  const state: RequestState = {
    failureStatus: null,
    responseStatus: null,
    clientAddress: clientAddress(req),
    requestId,
    span: span?.spanContext() ?? null,
  };
  // Headers that replace those of the page or file (a preview's win).
  const overrides = { ...appFileHeadersOf(req), ...previewHeadersOf(req) };
  const ownHeaders = headersFor(req, headers);
  const prefetch = isPrefetch(req);
  answerThrough(req, res, {
    // A failed render is written as 500, a rendered page as 200: the slot says what they are.
    status: (written) =>
      written === 500 && state.failureStatus
        ? state.failureStatus
        : written === 200 && state.responseStatus
          ? state.responseStatus
          : written,
    headers: (res) => {
      // Whether Next served the page from its cache (HIT, STALE) or rendered it (MISS), before
      // its internal header is removed.
      const cache = res.getHeader('x-nextjs-cache');
      if (span && cache !== undefined) span.setAttribute('horizon.page_cache', String(cache));
      completeHead(res, ownHeaders, overrides);
    },
    cookies: (res) => {
      if (prefetch) dropLocaleCookie(res);
    },
    body: (status, contentType) =>
      replacesErrorPage(req, status, contentType)
        ? { replace: errorPageOf(req, status, ownOrigin) }
        : stylesheets.bodyStep(req, status, contentType),
    encoding: compress,
  });
  requests.run(state, () => handle(req, res));
});

// Requests Node's parser refuses (malformed HTTP, headers over its limit, too slow): the status
// and the page instead of Node's empty answer.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
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
  log('info', 'site listening', { url: `http://${hostname}:${port}` });
  // A moved clock changes what the pages say is open or to come: never silently.
  if (env.CLOCK_OFFSET_DAYS !== 0) log('warn', 'clock moved', { days: env.CLOCK_OFFSET_DAYS });
});
const metricsServer =
  prometheus && env.METRICS_PORT !== undefined
    ? serveMetrics(prometheus.registry, env.METRICS_PORT, env.METRICS_HOST)
    : null;

const shutdownTimeoutMs = env.SHUTDOWN_TIMEOUT_MS;

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  log('info', 'site stopping', { signal, inFlight });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept-alive connections are closed as soon as their request under way is answered.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), shutdownTimeoutMs)));
  if (await Promise.race([closed.then(() => false), timedOut])) {
    log('warn', 'requests still under way at the shutdown time-out, cut', { inFlight });
    server.closeAllConnections();
  }
  clearInterval(idleSweep);
  // What the application asked for (the lead outbox's last delivery), within what is left of the time.
  const tasks = Promise.allSettled([...lifecycle.stopTasks].map((task) => task()));
  await Promise.race([tasks, timedOut]);
  clearTimeout(timer);
  await redis?.close();
  await tracing?.shutdown().catch(() => {});
  metricsServer?.close();
  log('info', 'site stopped', { signal });
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
