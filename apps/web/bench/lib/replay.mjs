// Requests replayed through a shared cache: one page as a browser of a device class asks for it
// (keep-alive connections, compressed answers accepted, the body read and dropped), whether the
// cache answered it (`X-Cache`), and a paced replay of many such requests.
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { PHONE, visitorOf } from './visitors.mjs';

/** What a shared cache keeps one copy of: a page for a device class (`phone /formations`). */
export const objectKey = (path, userAgent) => `${userAgent === PHONE ? 'phone' : 'desktop'} ${path}`;

/** A client of `origin` with at most `connections` open at once. */
export function cacheClient(origin, connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(origin);
  /** `{ status, cache }` of `path` as `userAgent` asks for it (`cache`: 'HIT', 'MISS' or '' when not told). */
  const get = (path, userAgent) =>
    new Promise((resolve) => {
      const request = httpRequest(
        {
          agent,
          hostname,
          port,
          path,
          timeout: 30_000,
          headers: {
            ...visitorOf(path),
            'user-agent': userAgent,
            // As a browser asks: Varnish keeps the page gzipped and sends it so.
            'accept-encoding': 'gzip, deflate, br, zstd',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, cache: String(response.headers['x-cache'] ?? '') }),
          );
          response.on('error', () => resolve({ status: 0, cache: '' }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve({ status: 0, cache: '' }));
      request.end();
    });
  return { get, close: () => agent.destroy() };
}

/**
 * Asks for `draws` (`{ path, userAgent }`) in order, the i-th not before i / `rate` seconds, with
 * at most `concurrency` requests in flight; `progress.issued` counts the requests started so far
 * (what another task, the edits, waits on). Resolves with each draw's answer.
 */
export async function pacedReplay(client, draws, { rate, concurrency, progress = { issued: 0 } }) {
  const answers = new Array(draws.length);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= draws.length) return;
      const wait = started + (index * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      progress.issued = Math.max(progress.issued, index + 1);
      answers[index] = await client.get(draws[index].path, draws[index].userAgent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Each of `paths` as each of `userAgents`, `concurrency` at a time: `[{ path, userAgent, status, cache }]`. */
export async function crawl(client, paths, userAgents, concurrency) {
  const draws = paths.flatMap((path) => userAgents.map((userAgent) => ({ path, userAgent })));
  const { answers } = await pacedReplay(client, draws, { rate: Infinity, concurrency });
  return draws.map((draw, i) => ({ ...draw, ...answers[i] }));
}
