import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cmsResources } from '@/lib/cms/tags';
import { adminToken } from '../support/admin';
import { testEnv } from '../support/env';

// The CMS as anybody on the network sees it: the site reads with its service account, so an
// anonymous caller gets nothing (apps/cms/src/bootstrap/access.ts).

const anonymous = (path: string, init: RequestInit = {}) => fetch(`${testEnv.cmsUrl}${path}`, init);
const login = (username: string, password: string) =>
  anonymous('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

describe('the CMS for an anonymous caller', () => {
  it.each(Object.entries(cmsResources))('refuses to list %s, published or draft', async (_uid, path) => {
    for (const query of ['', '?status=draft', '?status=published&locale=en', '?populate=*']) {
      const response = await anonymous(`/api/${path}${query}`);
      // 401: no credentials and no right for the public role.
      expect([401, 403], `/api/${path}${query}`).toContain(response.status);
      expect(await response.text()).not.toContain('"data":[{');
    }
  });

  it.each([
    '/api/courses/autocomplete?q=a',
    '/api/courses/search?q=bts',
    '/api/figs-lives/next',
    '/api/users',
    '/api/users/me',
    '/api/upload/files',
    '/api/i18n/locales',
    '/api/users-permissions/roles',
  ])('refuses %s', async (path) => {
    expect([401, 403]).toContain((await anonymous(path)).status);
  });

  it('lets nobody sign up or sign in through the users-permissions routes', async () => {
    const email = `fuzz-${randomUUID()}@example.org`;
    const register = await anonymous('/api/auth/local/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, email, password: 'Sign-up-2026!' }),
    });
    expect([400, 401, 403]).toContain(register.status);
    expect(await register.text()).not.toContain('jwt');
    const local = await anonymous('/api/auth/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: testEnv.serviceUsername, password: testEnv.servicePassword }),
    });
    expect([401, 403]).toContain(local.status);
    expect(await local.text()).not.toContain('jwt');
  });

  it('does not say what it runs, and allows no other origin', async () => {
    const answer = await anonymous('/api/courses');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    const preflight = await anonymous('/api/courses', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin') ?? '').not.toContain('evil.example');
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('gives the admin tab its icon, not a 500 and a stack trace in the log for each page opened', async () => {
    const icon = await anonymous('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    // A PNG's signature (Strapi's favicon middleware sends the file under the .ico type, which browsers accept).
    expect([...new Uint8Array(await icon.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});

describe('the service-account sign-in (POST /api/login)', () => {
  it('refuses a name after ten failed tries, and still lets the service account in', async () => {
    const name = `nobody-${randomUUID()}`;
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(name, 'wrong')).status).toBe(401);
    const refused = await login(name, 'wrong');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(testEnv.serviceUsername, testEnv.servicePassword)).status).toBe(200);
  });

  it('answers a name nobody has exactly as it answers a wrong password', async () => {
    // What the answer says; how long it takes is measured by bench/sign-in-timing.mjs, and
    // apps/cms/tests/unit/sign-in.test.ts checks that an unknown name costs a password comparison.
    const answer = async (username: string) => {
      const response = await login(username, `wrong-${randomUUID()}`);
      const headers = [...response.headers.keys()].filter((name) => name !== 'date').sort();
      return { status: response.status, headers, body: await response.text() };
    };
    const unknown = await answer(`nobody-${randomUUID()}`);
    expect(unknown.status).toBe(401);
    expect(await answer(testEnv.serviceUsername)).toEqual(unknown);
  });
});

describe('what editors may save', () => {
  const headers = async () => ({ authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' });

  it.each(['javascript:alert(1)', 'www.horizon.example', 'ftp://horizon.example', '//evil.example'])(
    'refuses %s as the site address, with a message',
    async (siteUrl) => {
      const response = await fetch(`${testEnv.cmsUrl}/content-manager/single-types/api::website.website?locale=en`, {
        method: 'PUT',
        headers: await headers(),
        body: JSON.stringify({ siteUrl }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/siteUrl/);
    },
  );

  it('refuses a file that is not a picture, a film or a PDF', async () => {
    const form = new FormData();
    form.append('files', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'page.html');
    const response = await fetch(`${testEnv.cmsUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    expect(response.status).toBe(400);
  });
});
