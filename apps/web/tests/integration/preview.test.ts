import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { cms } from '../support/cms';
import { testEnv } from '../support/env';
import { h1, locationPath } from '../support/site';

// The admin's "Open preview" button, through the admin API it calls: the CMS gives a signed
// address of the site, which switches on draft mode and shows the page as the draft makes it.

const uid = 'api::course.course';
const manager = `/content-manager/collection-types/${uid}`;
let course: { documentId: string; slug: string; title: string } | undefined;

afterAll(async () => {
  // Back to the published version: the course is left as the seed made it.
  if (course)
    await adminApi(await adminToken(), 'POST', `${manager}/${course.documentId}/actions/discard?locale=en`, {});
});

async function englishCourse() {
  const { json } = await cms('/courses', {
    locale: 'en',
    query: { fields: ['title', 'slug'], sort: ['slug:desc'], pagination: { limit: 1 } },
  });
  return (json?.data as Array<{ documentId: string; slug: string; title: string }>)[0]!;
}

async function previewAddress(documentId: string, status: 'draft' | 'published') {
  const answer = await adminApi(
    await adminToken(),
    'GET',
    `/content-manager/preview/url/${uid}?documentId=${documentId}&locale=en&status=${status}`,
  );
  expect(answer.status).toBe(200);
  return (answer.json?.data as { url: string }).url;
}

function draftCookie(response: Response): string {
  const cookie = (response.headers.get('set-cookie') ?? '').match(/__prerender_bypass=[^;]+/)?.[0];
  if (!cookie) throw new Error(`no draft-mode cookie: ${response.status} ${response.headers.get('set-cookie')}`);
  return cookie;
}

const visit = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('preview from the admin', () => {
  it('shows the draft of a course in its language, to the editor only, never indexed nor shared', async () => {
    course = await englishCourse();
    const draftTitle = `Draft ${Date.now()} of ${course.title}`;
    const saved = await adminApi(await adminToken(), 'PUT', `${manager}/${course.documentId}?locale=en`, {
      title: draftTitle,
    });
    expect(saved.status).toBe(200);

    const address = await previewAddress(course.documentId, 'draft');
    expect(address.startsWith(`${testEnv.webUrl}/api/preview?`)).toBe(true);
    expect(address).not.toContain(testEnv.previewSecret);

    const entry = await visit(address);
    expect(entry.status).toBe(307);
    expect(locationPath(entry.headers)).toBe(`/en/courses/${course.slug}`);
    const cookie = draftCookie(entry);

    const page = await visit(`${testEnv.webUrl}/en/courses/${course.slug}`, cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(h1(html)).toBe(draftTitle);
    expect(html).toContain('Leave the preview');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toMatch(/private/);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${new URL(testEnv.cmsUrl).origin}`,
    );

    // Everyone else still sees the published course, before and after the preview.
    const published = await visit(`${testEnv.webUrl}/en/courses/${course.slug}`);
    expect(h1(await published.text())).toBe(course.title);
    expect(published.headers.get('x-robots-tag')).toBeNull();
  });

  it('leaves the preview on the page the editor was on', async () => {
    const entry = await visit(await previewAddress(course!.documentId, 'draft'));
    const cookie = draftCookie(entry);
    const exit = await fetch(`${testEnv.webUrl}/api/preview/exit`, {
      redirect: 'manual',
      headers: { cookie, referer: `${testEnv.webUrl}/en/courses/${course!.slug}` },
    });
    expect(exit.status).toBe(307);
    expect(locationPath(exit.headers)).toBe(`/en/courses/${course!.slug}`);
    expect(exit.headers.get('set-cookie')).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it('opens the published page without draft mode for the "published" tab', async () => {
    const entry = await visit(await previewAddress(course!.documentId, 'published'));
    expect(entry.status).toBe(307);
    expect(locationPath(entry.headers)).toBe(`/en/courses/${course!.slug}`);
    expect(entry.headers.get('set-cookie') ?? '').not.toMatch(/__prerender_bypass=[^;]/);
  });

  it('refuses an address the CMS did not sign, or that was changed, with a message', async () => {
    const address = new URL(await previewAddress(course!.documentId, 'draft'));
    address.searchParams.set('locale', 'fr');
    const tampered = await visit(address.toString());
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toMatch(/signé par l’administration/);
    const bare = await visit(`${testEnv.webUrl}/api/preview?uid=${uid}&locale=en`);
    expect(bare.status).toBe(400);
    expect(await bare.text()).toMatch(/open the preview from the admin/);
  });

  it('gives no preview for content without a page of its own', async () => {
    const { json } = await cms('/redirects', { locale: null, query: { pagination: { limit: 1 } } });
    const redirect = (json?.data as Array<{ documentId: string }>)[0]!;
    const answer = await adminApi(
      await adminToken(),
      'GET',
      `/content-manager/preview/url/api::redirect.redirect?documentId=${redirect.documentId}`,
    );
    expect(answer.status).toBe(204);
  });
});
