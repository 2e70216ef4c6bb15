// A relay between a site and the Varnish it purges: each `PURGE` is passed on as it came and its
// answer read (xkey's "Purged <n>": the objects it dropped), so that a benchmark counts what each
// purge took out of the cache, whatever the tags it named.
import { createServer } from 'node:http';

/** Starts the relay on a free loopback port, in front of the Varnish at `varnishUrl`; `{ url, purges, close }`. */
export async function startPurgeRelay(varnishUrl) {
  const purges = [];
  const server = createServer(async (request, response) => {
    request.resume();
    const purge = { at: Date.now(), keys: String(request.headers['xkey-purge'] ?? ''), objects: 0, status: 0 };
    purges.push(purge);
    try {
      const answer = await fetch(new URL(request.url ?? '/', varnishUrl), {
        method: request.method,
        headers: { 'xkey-purge': purge.keys },
      });
      const body = await answer.text();
      purge.status = answer.status;
      purge.objects = Number(/Purged (\d+)/.exec(`${answer.statusText} ${body}`)?.[1] ?? 0);
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(body);
    } catch (error) {
      purge.status = 502;
      response.writeHead(502).end(String(error));
    } finally {
      purge.answeredAt = Date.now();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    purges,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
