import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from './site-server';

/** One request the site sent to the CMS through the proxy. */
export type ProxiedCall = { method: string; path: string; search: string };

export type CmsProxy = {
  url: string;
  /** Every request seen since the start (or the last `reset`), in order. */
  calls: () => ProxiedCall[];
  /** How many requests reached `path` (the path of the REST call, e.g. `/api/users/me`), with `method` if given. */
  count: (path: string, method?: string) => number;
  reset: () => void;
  /** Answers `status` (with a Strapi-like error body) to every request whose path is in `paths`, until `heal`. */
  fail: (status: number, paths: readonly string[]) => void;
  heal: () => void;
  close: () => Promise<void>;
};

/**
 * An HTTP proxy in front of the real CMS: it forwards every request as is, records it, and can
 * answer a chosen status for chosen paths instead (a CMS whose banners or menus are broken, say).
 */
export async function cmsProxy(target: string): Promise<CmsProxy> {
  const upstream = new URL(target);
  const port = await freePort();
  let seen: ProxiedCall[] = [];
  let failure: { status: number; paths: Set<string> } | null = null;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const outgoing = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    const method = req.method ?? 'GET';
    seen.push({ method, path: url.pathname, search: url.search });
    if (failure?.paths.has(url.pathname)) {
      const { status } = failure;
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: null, error: { status, name: 'ProxyFailure', message: 'failed on purpose' } }));
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => [...seen],
    count: (path, method) => seen.filter((c) => c.path === path && (!method || c.method === method)).length,
    reset: () => {
      seen = [];
    },
    fail: (status, paths) => {
      failure = { status, paths: new Set(paths) };
    },
    heal: () => {
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
