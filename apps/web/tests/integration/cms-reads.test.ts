import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsNobodyOpens } from '../support/cms';
import { cmsProxy, type CmsProxy } from '../support/cms-proxy';
import { testEnv } from '../support/env';
import { announceChange, h1 } from '../support/site';
import { startSite } from '../support/site-server';

// How often the site calls the CMS. A second instance of the built site reads the real CMS
// through a proxy that counts the calls (and fails chosen paths). It shares the build, so its
// page and data caches start with what the main site cached: the pages below are news items
// nobody opens, and each test first expires the content it needs read on this instance, as the
// CMS's webhook does when an editor saves.

let proxy: CmsProxy;
let site: { url: string; stop: () => Promise<void> };
beforeAll(async () => {
  proxy = await cmsProxy(testEnv.cmsUrl);
  site = await startSite({ CMS_URL: proxy.url });
  // The first request signs the instance in and loads its redirect table.
  await fetch(`${site.url}/no-such-page-to-start`);
});
afterAll(async () => {
  await site?.stop();
  await proxy?.close();
});

/** Content reads since the last reset: GETs, without the redirect table (reloaded every minute on its own). */
const contentReads = () =>
  proxy
    .calls()
    .filter((call) => call.method === 'GET' && call.path !== '/api/redirects')
    .map((call) => call.path);

async function get(path: string) {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, html: await response.text() };
}

describe('reads from the CMS', () => {
  it('serves a page requested again from the cache, without calling the CMS', async () => {
    const news = await newsNobodyOpens(1);
    // Whatever this instance cached of the news is expired: the first request renders the page.
    await announceChange('api::figs-news.figs-news-item', site.url);
    proxy.reset();
    const first = await get(`/news/${news.slug}`);
    expect(first.status).toBe(200);
    expect(h1(first.html)).toBe(news.title);
    expect(contentReads(), 'the first request read the news item from the CMS').toContain('/api/figs-news');
    proxy.reset();
    const again = await get(`/news/${news.slug}`);
    expect(again.status).toBe(200);
    expect(h1(again.html)).toBe(news.title);
    expect(contentReads(), 'CMS reads for the page requested again').toEqual([]);
  });

  it('reads the website settings (GET /api/users/me) once to render a page', async () => {
    // The layout, the header, the footer and the metadata all need the settings.
    await announceChange('api::website.website', site.url);
    const news = await newsNobodyOpens(2);
    proxy.reset();
    const { status, html } = await get(`/en/news/${news.en}`);
    expect(status).toBe(200);
    expect(html).toContain('Horizon Schools');
    const reads = proxy.count('/api/users/me', 'GET');
    expect(reads, 'the settings were read from the CMS').toBeGreaterThanOrEqual(1);
    expect(reads, 'GET /api/users/me calls for one page').toBeLessThanOrEqual(1);
  });

  it('renders a page with its content and a 200 when optional reads (banner, menus) fail', async () => {
    await announceChange('api::banner.banner', site.url);
    await announceChange('api::menu-enrichi.menu-enrichi', site.url);
    proxy.fail(500, ['/api/banners', '/api/menu-enrichis']);
    try {
      const news = await newsNobodyOpens(3);
      proxy.reset();
      const { status, html } = await get(`/news/${news.slug}`);
      expect(proxy.count('/api/banners')).toBeGreaterThan(0);
      expect(proxy.count('/api/menu-enrichis')).toBeGreaterThan(0);
      expect(status).toBe(200);
      expect(h1(html)).toBe(news.title);
      expect(html).not.toContain('data-banner');
    } finally {
      proxy.heal();
    }
    // With the reads back, the next page has its banner again.
    const other = await newsNobodyOpens(4);
    const { status, html } = await get(`/news/${other.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('data-banner');
  });

  it('asks the CMS again for a slug that names nothing: made-up URLs do not fill the cache', async () => {
    const made = `made-up-${Date.now()}`;
    for (let visit = 1; visit <= 2; visit++) {
      proxy.reset();
      expect((await get(`/formations/${made}`)).status).toBe(404);
      const reads = proxy.calls().filter((call) => call.path === '/api/courses' && call.search.includes(made));
      expect(reads, `visit ${visit} reads the course by its slug`).toHaveLength(1);
    }
  });

  it('serves every view of the course list from the cache once rendered, whatever the order of its query', async () => {
    await announceChange('api::course.course', site.url);
    const category = 'commerce-management';
    expect((await get(`/formations?programCat=${category}&locations=campus-paris&page=1`)).status).toBe(200);
    proxy.reset();
    const again = await get(`/formations?locations=campus-paris&utm_source=mail&programCat=${category}`);
    expect(again.status).toBe(200);
    expect(contentReads(), 'CMS reads for the same view asked in another order').toEqual([]);
  });

  it('sends filters the panel does not offer to the list without them, and does not read the list for them', async () => {
    await announceChange('api::course.course', site.url);
    await get('/formations');
    for (const query of ['locations=made-up-a', 'locations=made-up-b&entryYears=made-up-c']) {
      proxy.reset();
      const response = await fetch(`${site.url}/formations?${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(307);
      expect(new URL(response.headers.get('location')!, site.url).href).toBe(`${site.url}/formations`);
      expect(proxy.count('/api/courses'), `CMS reads of the list for ${query}`).toBe(0);
    }
  });
});
