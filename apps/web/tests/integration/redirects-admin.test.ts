import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { eventually, locationPath, page } from '../support/site';

// An editor's redirect, through the admin API the admin UI calls: created, edited and deleted,
// each change reaching the site through the CMS's webhook, without a deploy.

const base = '/content-manager/collection-types/api::redirect.redirect';
const from = `/ancienne-brochure-${Date.now()}`;
let documentId: string | undefined;

afterAll(async () => {
  if (documentId) await adminApi(await adminToken(), 'DELETE', `${base}/${documentId}`);
});

const redirectOf = async (path: string) => {
  const response = await page(path);
  return { status: response.status, to: locationPath(response.headers) };
};

describe('redirects edited in the admin', () => {
  it('creates, edits and deletes a redirect, and the site follows each change', async () => {
    const token = await adminToken();
    const created = await adminApi(token, 'POST', base, { from, to: '/formations', code: 301 });
    expect(created.status).toBe(201);
    documentId = (created.json?.data as { documentId: string }).documentId;
    await eventually(async () => expect(await redirectOf(from)).toEqual({ status: 301, to: '/formations' }));

    const edited = await adminApi(token, 'PUT', `${base}/${documentId}`, { to: '/ecoles', code: 302 });
    expect(edited.status).toBe(200);
    await eventually(async () => expect(await redirectOf(from)).toEqual({ status: 302, to: '/ecoles' }));

    expect((await adminApi(token, 'DELETE', `${base}/${documentId}`)).status).toBe(200);
    documentId = undefined;
    await eventually(async () => expect((await redirectOf(from)).status).toBe(404));
  });

  it('lists redirects with their code, not a draft/published status', async () => {
    const token = await adminToken();
    const list = await adminApi(token, 'GET', `${base}?page=1&pageSize=10&sort=from:ASC`);
    expect(list.status).toBe(200);
    const rows = list.json?.results as Array<{ from: string; to: string; code: number }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([301, 302, 307, 308]).toContain(row.code);
  });

  it.each([
    [{ from: 'https://old.example/page', to: '/formations', code: 301 }, /sans le domaine/],
    [{ from: '/page-a', to: 'https://elsewhere.example/', code: 301 }, /page de ce site/],
    [{ from: '/page-a', to: '/formations', code: 303 }, /choisissez 301/],
    [{ from: '/contact-us/', to: '/ecoles', code: 301 }, /redirige déjà la même adresse/],
    [{ from: '/ecoles', to: '/fr/nos-ecoles', code: 301 }, /Boucle de redirections/],
  ])('refuses %j with a message the admin shows', async (data, message) => {
    const answer = await adminApi(await adminToken(), 'POST', base, data);
    expect(answer.status).toBe(400);
    expect((answer.json?.error as { message: string }).message).toMatch(message);
  });

  it('refuses an edit that would make a loop', async () => {
    const token = await adminToken();
    const list = await adminApi(token, 'GET', `${base}?page=1&pageSize=100&filters[from][$eq]=/contact-us`);
    const rule = (list.json?.results as Array<{ documentId: string; to: string }>)[0]!;
    const created = await adminApi(token, 'POST', base, { from: '/boucle-test', to: '/contact-us', code: 301 });
    documentId = (created.json?.data as { documentId: string }).documentId;
    const edit = await adminApi(token, 'PUT', `${base}/${rule.documentId}`, { to: '/boucle-test' });
    expect(edit.status).toBe(400);
    expect((edit.json?.error as { message: string }).message).toMatch(/Boucle/);
  });
});
