import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purgeSharedCaches } from '../../server/shared-cache-purge';
import { twoReplicas, type Replicas } from '../support/loopback-replicas';

// The Varnish caches are pods behind a headless Service: a purge of `http://varnish-headless:<port>/`
// must reach each pod the name resolves to at that moment, and say so in the log and metrics
// under the configured URL.

const metrics = vi.hoisted(() => ({ purges: [] as string[] }));
vi.mock('@/lib/metrics', () => ({
  recordVarnishPurge: (outcome: string) => void metrics.purges.push(outcome),
}));

type Purge = { replica: 0 | 1; method?: string; url?: string; headers: IncomingHttpHeaders };
let purges: Purge[] = [];
let replicas: Replicas;
let answer = 200;
const lines: Array<Record<string, unknown>> = [];

beforeEach(async () => {
  purges = [];
  answer = 200;
  metrics.purges.length = 0;
  lines.length = 0;
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(JSON.parse(line)));
  replicas = await twoReplicas((replica) => (req, res) => {
    purges.push({ replica, method: req.method, url: req.url, headers: req.headers });
    res.writeHead(replica === 1 ? answer : 200).end('Purged 1');
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await replicas.close();
});

const resolving = (names: Record<string, ReadonlyArray<{ address: string; family: number }>>) =>
  vi.fn(async (hostname: string) => {
    const found = names[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  });

describe('a purge of the shared caches', () => {
  it('reaches every address of a cache’s host name, and logs each under the configured URL', async () => {
    const url = `http://varnish-headless:${replicas.port}/`;
    const lookup = resolving({ 'varnish-headless': replicas.addresses });
    await purgeSharedCaches(['cms:course', 'next-internal'], [url], lookup);

    expect(
      purges.map(({ replica, method, url: path, headers }) => [replica, method, path, headers['xkey-purge']]),
    ).toEqual(
      expect.arrayContaining([
        [0, 'PURGE', '/', 'cms:course'],
        [1, 'PURGE', '/', 'cms:course'],
      ]),
    );
    expect(purges).toHaveLength(2);
    expect(metrics.purges).toEqual(['ok', 'ok']);
    expect(lines).toEqual(
      expect.arrayContaining(
        replicas.addresses.map(({ address }) => ({
          level: 'info',
          msg: 'shared cache purged',
          url,
          address,
          tags: ['cms:course'],
        })),
      ),
    );
  });

  it('resolves the name again at each purge', async () => {
    const url = `http://varnish-headless:${replicas.port}/`;
    const answers = [[replicas.addresses[0]], [replicas.addresses[1]]];
    const lookup = vi.fn(async () => answers.shift() ?? []);
    await purgeSharedCaches('cms:news', [url], lookup);
    await purgeSharedCaches('cms:news', [url], lookup);
    expect(purges.map((purge) => purge.replica)).toEqual([0, 1]);
  });

  it('purges an address the resolver repeats once', async () => {
    const first = replicas.addresses[0];
    const lookup = resolving({ 'varnish-headless': [first, first] });
    await purgeSharedCaches('cms:faq', [`http://varnish-headless:${replicas.port}/`], lookup);
    expect(purges).toHaveLength(1);
    expect(metrics.purges).toEqual(['ok']);
  });

  it('reports a name that does not resolve as a cache that does not answer, and purges the others', async () => {
    const gone = `http://varnish-gone:${replicas.port}/`;
    const url = `http://varnish-headless:${replicas.port}/`;
    answer = 503;
    const lookup = resolving({ 'varnish-headless': replicas.addresses });
    await purgeSharedCaches('cms:faq', [gone, url], lookup);

    expect(purges).toHaveLength(2);
    expect(metrics.purges.toSorted()).toEqual(['failed', 'failed', 'ok']);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toEqual(
      expect.arrayContaining([
        {
          level: 'warn',
          msg: 'shared cache purge failed',
          url: gone,
          tags: ['cms:faq'],
          error: 'getaddrinfo ENOTFOUND varnish-gone',
        },
        {
          level: 'warn',
          msg: 'shared cache purge failed',
          url,
          address: replicas.addresses[1].address,
          tags: ['cms:faq'],
          error: 'answered 503',
        },
      ]),
    );
    expect(warnings).toHaveLength(2);
  });

  it('sends a URL at localhost as it is, resolved by fetch as before', async () => {
    const lookup = resolving({});
    await purgeSharedCaches('cms:faq', [`http://localhost:${replicas.port}/`], lookup);
    expect(lookup).not.toHaveBeenCalled();
    expect(purges).toHaveLength(1);
    expect(purges[0]?.headers.host).toBe(`localhost:${replicas.port}`);
  });

  it('with the system resolver, purges an address as configured', async () => {
    await purgeSharedCaches('cms:faq', [`http://127.0.0.1:${replicas.port}/`]);
    expect(purges.map((purge) => purge.replica)).toEqual([0]);
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'shared cache purged',
        url: `http://127.0.0.1:${replicas.port}/`,
        address: '127.0.0.1',
        tags: ['cms:faq'],
      },
    ]);
  });
});
