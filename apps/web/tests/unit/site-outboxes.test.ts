import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseFromSites, siteOutboxCount } from '../../../cms/src/features/privacy-requests/site-outboxes';
import type { LeadRecord } from '@/lib/cms/resources/leads';
import { setProcessSlot } from '@/lib/process-slots';
import { refusalOf } from '../../server/request-checks';
import { twoReplicas, type Replicas } from '../support/loopback-replicas';

// The CMS erasing a person from the sites' outboxes (apps/cms/src/features/privacy-requests/
// site-outboxes.ts) when the site's instances are pods behind a headless Service: each pod the
// name resolves to is asked at its address, and the privacy log says which were not reached.
// Each pod here is the site's own front-door checks and erase route, as server/main.ts runs them
// (the proxy of src/proxy.ts does not run for /api/), so the request the CMS sends to an address,
// its Host an IP, is shown to be accepted.

const ERASE_SECRET = 'a-privacy-erase-secret';
const PERSON = 'awa.diop@example.org';
let dir = '';
let replicas: Replicas;
let hosts: Array<string | undefined> = [];

// Both instances run in this process and so share one outbox, which a real pod does not: the route
// runs one request at a time, so that each says what it deleted (an erase racing another one over the
// same files would count them twice).
let routeQueue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
  const result = routeQueue.then(run);
  routeQueue = result.catch(() => undefined);
  return result;
};

/** One site instance: the front door's refusals, then the route handler, on a Request built as Next builds it. */
const siteInstance = () => async (req: IncomingMessage, res: ServerResponse) => {
  hosts.push(req.headers.host);
  const refusal = refusalOf(req);
  if (refusal) return void res.writeHead(refusal.status).end();
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const { POST } = await import('@/app/api/privacy/erase/route');
  const answer = await oneAtATime(() =>
    POST(
      new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
    ),
  );
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
};

beforeEach(async () => {
  vi.resetModules();
  setProcessSlot('leadDelivery', undefined);
  dir = mkdtempSync(join(tmpdir(), 'erase-fan-out-'));
  Object.assign(process.env, {
    CMS_URL: 'http://cms.test',
    CMS_SERVICE_USERNAME: 'website',
    CMS_SERVICE_PASSWORD: 'secret-password',
    REVALIDATE_SECRET: 'a-revalidation-secret',
    PRIVACY_ERASE_SECRET: ERASE_SECRET,
    SITE_URL: 'http://localhost:3000',
    LEADS_OUTBOX_DIR: dir,
  });
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {});
  hosts = [];
  replicas = await twoReplicas(siteInstance);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await replicas.close();
  setProcessSlot('leadDelivery', undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function waiting(...emails: string[]) {
  const { LeadOutbox } = await import('@/lib/leads/outbox');
  const box = new LeadOutbox(dir);
  for (const [n, email] of emails.entries())
    await box.append({ idempotencyKey: String(n).padStart(64, '0'), email, type: 'contact' } as LeadRecord);
  return box;
}

const sites = (...urls: string[]) => ({
  WEB_PRIVACY_ERASE_URLS: urls,
  WEB_REVALIDATE_URL: undefined,
  PRIVACY_ERASE_SECRET: ERASE_SECRET,
});

const resolving = (names: Record<string, ReadonlyArray<{ address: string; family: number }>>) =>
  vi.fn(async (hostname: string) => {
    const found = names[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  });

describe('an erasure from the sites’ outboxes', () => {
  it('asks every pod of the headless Service at its address, and the site accepts it', async () => {
    const box = await waiting(PERSON, 'Awa.Diop@example.org', 'ngozi@example.org');
    const instance = `http://web-headless:${replicas.port}`;
    const lookup = resolving({ 'web-headless': replicas.addresses });

    const recipients = await eraseFromSites(PERSON, sites(`${instance}/api/privacy/erase`), lookup);

    expect(recipients).toEqual(
      expect.arrayContaining(
        replicas.addresses.map(({ address }) =>
          expect.objectContaining({ recipient: 'site', instance, address, state: 'told', erased: expect.any(Number) }),
        ),
      ),
    );
    expect(recipients).toHaveLength(2);
    // The person's two leads were in the one outbox: the first pod asked deleted them.
    expect(recipients.map((recipient) => recipient.erased).toSorted()).toEqual([0, 2]);
    expect(siteOutboxCount(recipients)).toBe(2);
    expect(readdirSync(box.pendingDir)).toHaveLength(1);
    const [v4, other] = replicas.addresses;
    const bracketed = other.family === 6 ? `[${other.address}]` : other.address;
    expect(hosts.toSorted()).toEqual([`${v4.address}:${replicas.port}`, `${bracketed}:${replicas.port}`].toSorted());
  });

  it('lists a name that does not resolve and a pod that does not answer as unreachable: no count', async () => {
    await waiting(PERSON);
    const [v4] = replicas.addresses;
    // 127.0.0.3: an address of the name where nothing listens (a pod gone since the lookup).
    const lookup = resolving({ 'web-headless': [v4, { address: '127.0.0.3', family: 4 }] });
    const recipients = await eraseFromSites(
      PERSON,
      sites(
        `http://web-gone:${replicas.port}/api/privacy/erase`,
        `http://web-headless:${replicas.port}/api/privacy/erase`,
      ),
      lookup,
    );
    expect(recipients).toEqual([
      { recipient: 'site', instance: `http://web-gone:${replicas.port}`, state: 'unreachable', at: expect.any(String) },
      {
        recipient: 'site',
        instance: `http://web-headless:${replicas.port}`,
        address: v4.address,
        state: 'told',
        at: expect.any(String),
        erased: 1,
      },
      {
        recipient: 'site',
        instance: `http://web-headless:${replicas.port}`,
        address: '127.0.0.3',
        state: 'unreachable',
        at: expect.any(String),
      },
    ]);
    expect(siteOutboxCount(recipients)).toBeNull();
  });

  it('answers the request at an IP address with a secret check still in force', async () => {
    const [v4] = replicas.addresses;
    const lookup = resolving({ 'web-headless': [v4] });
    const env = {
      ...sites(`http://web-headless:${replicas.port}/api/privacy/erase`),
      PRIVACY_ERASE_SECRET: 'another-secret-16',
    };
    const recipients = await eraseFromSites(PERSON, env, lookup);
    expect(recipients).toMatchObject([{ address: v4.address, state: 'unreachable' }]);
  });

  it('asks an instance configured by its address as before, without a resolver', async () => {
    await waiting(PERSON);
    const lookup = resolving({});
    const url = `http://127.0.0.1:${replicas.port}/api/privacy/erase`;
    expect(await eraseFromSites(PERSON, sites(url), lookup)).toEqual([
      {
        recipient: 'site',
        instance: `http://127.0.0.1:${replicas.port}`,
        state: 'told',
        at: expect.any(String),
        erased: 1,
      },
    ]);
    expect(lookup).not.toHaveBeenCalled();
  });
});
