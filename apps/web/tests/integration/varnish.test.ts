import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOfPath, type Locale } from '@/i18n/locales';
import { deviceOf, MOBILE_USER_AGENT } from '@/lib/device';
import { builtinErrorTexts } from '@/lib/errors/catalogue';
import { startVarnish } from '../../../../scripts/lib/varnish.mjs';
import { adminToken, editAndPublish } from '../support/admin';
import { cms } from '../support/cms';
import { choicesOf, leadsByEmail, openForm, submitForm, theLead, waitLikeAPerson } from '../support/forms';
import { eventually, htmlLang } from '../support/site';
import { sitemapPaths } from '../support/sitemap';
import { instanceLogFile } from '../support/instance-output';
import { startSite } from '../support/site-server';
import { testEnv } from '../support/env';

// The shared cache in front of the site (deploy/varnish/site.vcl), the real varnishd that
// `npm test` starts in front of the test site (TEST_VARNISH_URL), which the site purges when the
// CMS's webhook expires tags. See docs/decisions/varnish.md.

const varnishUrl = process.env.TEST_VARNISH_URL ?? '';
const VCL = readFileSync(new URL('../../../../deploy/varnish/site.vcl', import.meta.url), 'utf8');

const USER_AGENTS = {
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0 Safari/537.36',
} as const;

type Answer = {
  path: string;
  status: number;
  cache: string | null;
  cacheControl: string | null;
  headers: Headers;
  html: string;
};

async function through(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { headers, method, redirect: 'manual' });
  return {
    path,
    status: response.status,
    cache: response.headers.get('x-cache'),
    cacheControl: response.headers.get('cache-control'),
    headers: response.headers,
    html: await response.text(),
  };
}

/**
 * What Varnish answers for a page it does not hold while the site is away: the site's own 503
 * page (its error screen and catalogue), in the language of the address, to come back to later.
 */
function expectUnavailablePage(answer: Answer, locale: Locale = localeOfPath(answer.path)) {
  const texts = builtinErrorTexts[locale];
  expect(answer.status, answer.path).toBe(503);
  expect(answer.headers.get('retry-after'), answer.path).toMatch(/^[1-9]\d*$/);
  expect(answer.cacheControl, answer.path).toBe('no-store');
  expect(answer.headers.get('content-type'), answer.path).toBe('text/html; charset=utf-8');
  expect(answer.html, answer.path).toContain(`<html lang="${locale}">`);
  expect(answer.html, answer.path).toContain(`<h1>${texts.unavailable}</h1>`);
  expect(answer.html, answer.path).toContain(`<p>${texts.unavailableRetry}</p>`);
  expect(answer.html, answer.path).not.toContain('Guru Meditation');
}

/** The same, for what is not a page (the API, a file, Next's data requests): one line of text. */
function expectUnavailableText(answer: Answer, locale: Locale = localeOfPath(answer.path)) {
  expect(answer.status, answer.path).toBe(503);
  expect(answer.headers.get('retry-after'), answer.path).toMatch(/^[1-9]\d*$/);
  expect(answer.cacheControl, answer.path).toBe('no-store');
  expect(answer.headers.get('content-type'), answer.path).toBe('text/plain; charset=utf-8');
  expect(answer.html, answer.path).toBe(
    `${builtinErrorTexts[locale].unavailable} ${builtinErrorTexts[locale].unavailableRetry}\n`,
  );
}

/**
 * `path` asked through `base` until the site answers it: a Varnish just started holds its backend
 * sick until the probe's first answer, and answers 503 without asking it until then.
 */
const served = (base: string, path: string, headers: Record<string, string> = {}) =>
  eventually(async () => {
    const answer = await through(base, path, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return answer;
  });

/** An origin that answers pages living one second, and can be closed as a stopped site is. */
async function shortLivedOrigin({ ready = true } = {}) {
  const pageRequests: string[] = [];
  let probes = 0;
  const origin = createServer((req, res) => {
    if (req.url?.startsWith('/api/health')) return (probes++, res.writeHead(ready ? 200 : 503).end());
    pageRequests.push(req.url ?? '');
    res.writeHead(200, { 'cache-control': 's-maxage=1', 'content-type': 'text/html' }).end('good page');
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  return {
    port: (origin.address() as AddressInfo).port,
    pageRequests,
    /** How many times Varnish's probe asked its readiness. */
    probes: () => probes,
    /** Stopped: nothing listens on its port any more, and Varnish's open connections are cut. */
    close: () => new Promise<void>((resolve) => (origin.close(() => resolve()), origin.closeAllConnections())),
  };
}

const deviceIn = (html: string) => /data-device="(\w+)"/.exec(html)?.[1];

/** `paths` asked through `base`, `concurrency` at a time. */
async function crawl(base: string, paths: string[], headers: Record<string, string>, concurrency = 6) {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) answers.push(await through(base, paths[next++]!, headers));
    }),
  );
  return answers;
}

// What the configuration passes to the site by design: the lead forms (a token per render). The
// root path is kept too: Varnish chooses its language (see "The root path through Varnish").
const PASSED = /^\/(en\/)?(brochure|contact|inscription|registration|candidature|apply)$/;

describe('Varnish in front of the site', () => {
  it('decides the device class with the expression the site uses', async () => {
    const expression = /req\.http\.User-Agent ~ "\(\?i\)([^"]+)"/.exec(VCL)?.[1];
    expect(expression).toBe(MOBILE_USER_AGENT.source);
    for (const userAgent of [
      ...Object.values(USER_AGENTS),
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/137.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15',
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      '',
    ]) {
      const answer = await through(varnishUrl, '/ecoles', { 'user-agent': userAgent });
      expect(deviceIn(answer.html), userAgent).toBe(deviceOf(userAgent));
    }
  });

  it('takes a purge from the site, and refuses one that came through a proxy in front of it', async () => {
    const purge = (headers: Record<string, string>) =>
      through(varnishUrl, '/', { 'xkey-purge': 'cms:no-such-tag', ...headers }, 'PURGE');
    expect((await purge({})).status).toBe(200);
    // An Ingress or a load balancer appends the visitor's address: its own is private, the purge is not the site's.
    expect((await purge({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await purge({ 'x-forwarded-for': '10.0.0.8' })).status).toBe(403);
  });

  it('serves the sitemap from the cache the second time, for phones and desktops, each its own page', async () => {
    const paths = await sitemapPaths(varnishUrl);
    expect(paths.length).toBeGreaterThan(100);
    for (const [device, userAgent] of Object.entries(USER_AGENTS)) {
      const headers = { 'user-agent': userAgent };
      await crawl(varnishUrl, paths, headers);
      const second = await crawl(varnishUrl, paths, headers);
      expect(second.filter((a) => a.status !== 200).map((a) => `${a.path} ${a.status}`)).toEqual([]);
      const cacheable = second.filter((a) => !PASSED.test(a.path));
      const hits = cacheable.filter((a) => a.cache === 'HIT');
      expect(hits.length / cacheable.length, device).toBeGreaterThanOrEqual(0.99);
      expect(hits.map((a) => a.path)).toContain('/');
      expect(second.filter((a) => PASSED.test(a.path) && a.cache === 'HIT')).toEqual([]);
      for (const answer of second.filter((a) => a.html.includes('data-device=')))
        expect(deviceIn(answer.html), answer.path).toBe(device);
    }
  }, 300_000);

  it('keeps campaign parameters and cookies out of the key', async () => {
    const headers = { 'user-agent': USER_AGENTS.desktop };
    await through(varnishUrl, '/faq', headers);
    const tagged = await through(varnishUrl, '/faq?utm_source=newsletter&utm_medium=email&gclid=x&fbclid=y', {
      ...headers,
      cookie: 'origine-tracking=salon; i18n_redirected=en',
    });
    expect(tagged.cache).toBe('HIT');
    // Caches after it hear no purge: they ask again each time.
    expect(tagged.cacheControl).toBe('public, max-age=0, must-revalidate');
    // Other parameters are the page's own.
    expect((await through(varnishUrl, `/faq?page=${Date.now()}`, headers)).cache).toBe('MISS');
  });

  it('shows a course edited in the admin long before its time in the cache is up, purging its pages and not the news', async () => {
    const headers = { 'user-agent': USER_AGENTS.mobile };
    const { json } = await cms('/courses', { query: { pagination: { pageSize: 1 }, fields: ['title', 'slug'] } });
    const course = (json?.data as Array<{ documentId: string; slug: string; title: string }>)[0]!;
    const coursePath = `/formations/${course.slug}`;
    const newsPath = '/news';
    // Varnish keeps the page for the site's s-maxage: an hour, against the ten seconds waited below
    // for the edit, which only a purge can show that soon.
    const keptFor = (await fetch(`${testEnv.webUrl}${coursePath}`, { headers })).headers.get('cache-control');
    expect(Number(/s-maxage=(\d+)/.exec(keptFor ?? '')?.[1])).toBeGreaterThanOrEqual(600);
    for (const path of [coursePath, newsPath]) {
      await through(varnishUrl, path, headers);
      expect((await through(varnishUrl, path, headers)).cache, path).toBe('HIT');
    }
    const title = `${course.title} (${Date.now().toString(36)})`;
    await editAndPublish(await adminToken(), 'api::course.course', course.documentId, 'fr', { title });
    try {
      await eventually(async () => {
        const answer = await through(varnishUrl, coursePath, headers);
        if (!answer.html.includes(title)) throw new Error('not yet');
      }, 10_000);
      expect((await through(varnishUrl, newsPath, headers)).cache).toBe('HIT');
    } finally {
      await editAndPublish(await adminToken(), 'api::course.course', course.documentId, 'fr', {
        title: course.title,
      });
    }
  });

  it('stores a lead sent through it once', { retry: 0 }, async () => {
    const form = await openForm('/brochure', { base: varnishUrl });
    await waitLikeAPerson(form);
    const email = `varnish-${Date.now().toString(36)}@leads.test`;
    const [school] = choicesOf(form, 'school');
    const [course] = choicesOf(form, 'course');
    const sent = await submitForm(form, {
      firstName: 'Awa',
      lastName: 'Diop',
      email,
      country: 'SN',
      consent: 'on',
      school: school!,
      course: course!,
    });
    expect(sent.status).toBe(303);
    expect((await theLead(email)).email).toBe(email);
    expect(await leadsByEmail([email])).toHaveLength(1);
  });
});

/** The language cookies an answer stores, their date left out (it is the second it was written). */
const localeCookies = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith('i18n_redirected='))
    .map((cookie) => cookie.replace(/; Expires=[^;]+/, '; Expires=…'));

const cookieOf = (locale: Locale, secure = '') =>
  `i18n_redirected=${locale}; Path=/; Expires=…; Max-Age=31536000${secure}; SameSite=lax`;

/**
 * How many requests for the root path (`/`, and `/en`, of the same family) the site has answered,
 * from its metrics: read once the answers before have been counted (when their connection closed).
 */
async function rootRequests(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const text = await (await fetch(process.env.TEST_WEB_METRICS_URL ?? '')).text();
  return text
    .split('\n')
    .filter(
      (line) => line.startsWith('horizon_site_http_request_duration_seconds_count{') && line.includes('family="/"'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

// Requirements 4 at the edge (deploy/varnish/site.vcl, root_language): on the root path the stored
// cookie, then the browser's language choose; Varnish redirects English visitors itself and serves
// French ones the French home page from its cache, adding the cookie to what it delivers. A
// Varnish of this file's own, in front of the test site: its cache starts empty, and nothing but
// these tests asks it for the root path.
describe('The root path through Varnish', () => {
  let edge: Awaited<ReturnType<typeof startVarnish>>;
  beforeAll(async () => {
    edge = await startVarnish({
      backendPort: Number(new URL(testEnv.webUrl).port),
      logFile: instanceLogFile('varnish-edge'),
    });
    await served(edge.url, '/faq');
  });
  afterAll(() => edge?.stop());
  const root = (headers: Record<string, string> = {}, path = '/') => through(edge.url, path, headers);

  it('chooses the language as the site does: cookie, then Accept-Language by quality and order, then French', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-language': '' },
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7' },
      { 'accept-language': 'EN-gb' },
      // No language of the site: French.
      { 'accept-language': 'de-DE,de;q=0.9' },
      { 'accept-language': '*' },
      { 'accept-language': 'de,en;q=0.5' },
      { 'accept-language': 'de;q=0.9, fr-CA;q=0.3, en-GB;q=0.31' },
      // The same quality: the first.
      { 'accept-language': 'en;q=0.5,fr;q=0.5' },
      { 'accept-language': 'fr;q=0.5, en;q=0.500' },
      // A quality of 0 is a refusal.
      { 'accept-language': 'en;q=0, fr;q=0' },
      { 'accept-language': 'en;q=0,de' },
      // Left to the site (a space before `;`, a tag it splits otherwise, a quality out of range).
      { 'accept-language': 'en ;q=0.9' },
      { 'accept-language': 'en_US' },
      { 'accept-language': 'en;q=2,fr' },
      { 'accept-language': 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,en' },
      { cookie: 'i18n_redirected=fr', 'accept-language': 'en-US,en;q=0.9' },
      { cookie: 'i18n_redirected=en', 'accept-language': 'fr-FR' },
      { cookie: 'origine-tracking=salon; i18n_redirected=en' },
      // Next keeps the last of a name, and reads what it cannot as no choice.
      { cookie: 'i18n_redirected=fr; i18n_redirected=en' },
      { cookie: 'i18n_redirected=en; i18n_redirected=xx', 'accept-language': 'fr' },
      { cookie: 'i18n_redirected=EN' },
      { cookie: 'i18n_redirected=%65n' },
      { cookie: 'origine-tracking=salon', 'accept-language': 'en' },
      { 'accept-language': 'en', 'x-forwarded-proto': 'https' },
      { 'accept-language': 'fr', 'x-forwarded-proto': 'https' },
      { 'accept-language': 'en', 'sec-purpose': 'prefetch' },
      { 'accept-language': 'fr', purpose: 'prefetch' },
    ];
    for (const path of ['/', '/?utm_source=newsletter&utm_medium=email']) {
      for (const headers of cases) {
        const what = `${path} ${JSON.stringify(headers)}`;
        const site = await through(testEnv.webUrl, path, { 'user-agent': USER_AGENTS.desktop, ...headers });
        const edgeAnswer = await root({ 'user-agent': USER_AGENTS.desktop, ...headers }, path);
        expect(edgeAnswer.status, what).toBe(site.status);
        expect(edgeAnswer.headers.get('location'), what).toBe(site.headers.get('location'));
        expect(localeCookies(edgeAnswer), what).toEqual(localeCookies(site));
        // A visitor's own answer stays private; the page the same for all says so to caches after it.
        const isPrivate = (answer: Answer) => /private/.test(answer.cacheControl ?? '');
        expect(isPrivate(edgeAnswer), what).toBe(isPrivate(site));
        if (site.status === 200) expect(htmlLang(edgeAnswer.html), what).toBe('fr');
      }
    }
  }, 120_000);

  it('answers / from its cache on a second cookieless crawl, French and English browsers alike, and redirects without the site', async () => {
    const browsers = {
      french: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      english: { 'accept-language': 'en-US,en;q=0.9' },
      unknown: { 'accept-language': 'de-DE,de;q=0.9' },
      none: {},
    };
    const visits = Object.values(USER_AGENTS).flatMap((userAgent) =>
      Object.entries(browsers).map(([browser, headers]) => ({
        browser,
        headers: { ...headers, 'user-agent': userAgent },
      })),
    );
    // English browsers, first visit included: Varnish answers, the site never hears of them.
    const before = await rootRequests();
    for (const { headers } of visits.filter(({ browser }) => browser === 'english')) {
      const answer = await root(headers);
      expect(answer.status).toBe(307);
      expect(answer.headers.get('location')).toBe('/en');
      expect(answer.cache).toBe('HIT');
    }
    expect(await rootRequests()).toBe(before);

    for (const { headers } of visits) await root(headers);
    const afterFirst = await rootRequests();
    for (const { browser, headers } of visits) {
      const answer = await root(headers);
      const what = `${browser} ${headers['user-agent']}`;
      expect(answer.cache, what).toBe('HIT');
      if (browser === 'english') {
        expect(answer.status, what).toBe(307);
        expect(localeCookies(answer), what).toEqual([cookieOf('en')]);
      } else {
        expect(answer.status, what).toBe(200);
        expect(deviceIn(answer.html), what).toBe(deviceOf(headers['user-agent']));
        expect(localeCookies(answer), what).toEqual([cookieOf('fr')]);
      }
    }
    expect(await rootRequests()).toBe(afterFirst);
  });

  it('serves a stored French choice the French home page from the cache, whatever the browser says', async () => {
    const headers = {
      'user-agent': USER_AGENTS.desktop,
      cookie: 'i18n_redirected=fr',
      'accept-language': 'en-US,en;q=0.9',
    };
    await root(headers);
    const answer = await root(headers);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('HIT');
    expect(htmlLang(answer.html)).toBe('fr');
    expect(localeCookies(answer)).toEqual([]);
    expect(answer.cacheControl).toBe('public, max-age=0, must-revalidate');
    // What a browser's cache may keep it for: the cookie and the languages it was asked with.
    expect(answer.headers.get('vary')).toMatch(/cookie/i);
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('redirects a stored English choice, and an English browser, to /en as the site does', async () => {
    const stored = await root({ cookie: 'i18n_redirected=en', 'accept-language': 'fr-FR,fr' });
    expect(stored.status).toBe(307);
    expect(stored.headers.get('location')).toBe('/en');
    expect(localeCookies(stored)).toEqual([]);

    const first = await root({ 'accept-language': 'en-US,en;q=0.9' }, '/?utm_source=newsletter');
    expect(first.status).toBe(307);
    // The campaign's parameters go on with the visitor (origin tracking reads them on /en).
    expect(first.headers.get('location')).toBe('/en?utm_source=newsletter');
    expect(localeCookies(first)).toEqual([cookieOf('en')]);
    expect(first.cacheControl).toBe('private, no-cache');
    expect(first.headers.get('vary')).toBe('cookie, accept-language');
    expect(first.html).toBe('');
  });

  it('adds the cookie to the French home page it delivers, never to the page it keeps', async () => {
    const desktop = { 'user-agent': USER_AGENTS.desktop };
    const first = await root({ ...desktop, 'accept-language': 'fr-FR,fr' });
    expect(first.status).toBe(200);
    expect(localeCookies(first)).toEqual([cookieOf('fr')]);
    expect(first.cacheControl).toBe('private, no-cache');
    // Each visitor gets their own: over HTTPS, the cookie is Secure for this one and not the next.
    const secure = await root({ ...desktop, 'x-forwarded-proto': 'https' });
    expect(secure.cache).toBe('HIT');
    expect(localeCookies(secure)).toEqual([cookieOf('fr', '; Secure')]);
    expect(localeCookies(await root(desktop))).toEqual([cookieOf('fr')]);
    // A visitor with a choice stored, or other cookies and a choice, gets none: the kept page holds none.
    for (const cookie of ['i18n_redirected=fr', 'origine-tracking=salon; i18n_redirected=fr']) {
      const returning = await root({ ...desktop, cookie });
      expect(returning.cache, cookie).toBe('HIT');
      expect(returning.headers.getSetCookie(), cookie).toEqual([]);
    }
  });

  it('stores no language on a prefetch, the browser’s or the service worker’s', async () => {
    const prefetches: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
    ];
    for (const prefetch of prefetches)
      for (const language of ['fr-FR,fr', 'en-US,en']) {
        const answer = await root({ 'accept-language': language, ...prefetch });
        const what = `${language} ${JSON.stringify(prefetch)}`;
        expect(answer.status, what).toBe(language.startsWith('en') ? 307 : 200);
        expect(localeCookies(answer), what).toEqual([]);
        expect(answer.cacheControl, what).toBe('private, no-cache');
      }
  });

  it('purges the French home page by the tags the home page carries', async () => {
    const headers = { 'user-agent': USER_AGENTS.mobile };
    await root(headers);
    expect((await root(headers)).cache).toBe('HIT');
    // The tags the site gives Varnish with the page (taken off what Varnish delivers).
    const tags = (await fetch(`${testEnv.webUrl}/`, { headers: { ...headers, cookie: 'i18n_redirected=fr' } })).headers
      .get('xkey')
      ?.split(' ');
    expect(tags).toContain('cms:homepage:fr');
    const purge = await through(edge.url, '/', { 'xkey-purge': 'cms:homepage:fr' }, 'PURGE');
    expect(purge.status).toBe(200);
    expect((await root(headers)).cache).toBe('MISS');
    expect((await root(headers)).cache).toBe('HIT');
  });
});

describe('Varnish when the site is away', () => {
  const stops: Array<() => unknown> = [];
  // Each awaited: a Varnish's log is whole once it has stopped.
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it("keeps serving the pages it has, and the site's own 503 page in the address's language for the others", async () => {
    const site = await startSite({});
    stops.push(site.stop);
    const varnish = await startVarnish({ backendPort: site.port, logFile: instanceLogFile('varnish-away') });
    stops.push(varnish.stop);
    const headers = { 'user-agent': USER_AGENTS.desktop };
    const paths = ['/ecoles', '/faq', '/en/schools'];
    for (const path of paths) await served(varnish.url, path, headers);
    await site.terminate();
    for (const path of paths) {
      const answer = await through(varnish.url, path, headers);
      expect(answer.status, path).toBe(200);
      expect(answer.cache, path).toBe('HIT');
    }
    // Pages nobody asked for before the site stopped.
    const french = await through(varnish.url, '/formations', headers);
    expectUnavailablePage(french, 'fr');
    expect(french.html).toContain('Le site est momentanément indisponible.');
    const english = await through(varnish.url, '/en/courses', headers);
    expectUnavailablePage(english, 'en');
    expect(english.html).toContain('The site is temporarily unavailable.');
    // Its way on asks for the same address again (the home page may be no closer).
    expect(french.html).toContain('<a href="" class="button">Réessayer</a>');
    expect(english.html).toContain('<a href="" class="button">Try again</a>');
  }, 90_000);

  it('answers what is not a page with a line of text, HEAD without a body, and keeps a page past its time', async () => {
    const origin = await shortLivedOrigin();
    const varnish = await startVarnish({ backendPort: origin.port, logFile: instanceLogFile('varnish-away') });
    stops.push(varnish.stop);
    expect((await served(varnish.url, '/ecoles')).html).toBe('good page');
    await origin.close();
    // Past its one second: a background fetch finds nobody, and the stale copy is served.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (let i = 0; i < 3; i += 1) {
      const stale = await through(varnish.url, '/ecoles');
      expect(stale.status).toBe(200);
      expect(stale.html).toBe('good page');
    }
    expectUnavailablePage(await through(varnish.url, '/en/faq?page=2'));
    const head = await through(varnish.url, '/news', {}, 'HEAD');
    expect(head.status).toBe(503);
    expect(head.html).toBe('');
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expectUnavailableText(await through(varnish.url, '/api/search?q=design'));
    expectUnavailableText(await through(varnish.url, '/en/faq', { rsc: '1' }));
    expectUnavailableText(await through(varnish.url, '/_next/static/chunks/main.js'));
    expectUnavailableText(await through(varnish.url, '/en/sitemap.xml'));
    // A form sent while the site is away: the page, in the form's language.
    expectUnavailablePage(await through(varnish.url, '/en/contact', {}, 'POST'));
  }, 60_000);

  it('answers the same page without asking a site its probe marks sick', async () => {
    const origin = await shortLivedOrigin({ ready: false });
    stops.push(() => void origin.close());
    const varnish = await startVarnish({ backendPort: origin.port, logFile: instanceLogFile('varnish-away') });
    stops.push(varnish.stop);
    // A backend starts sick until its probe's first answers: the site is asked for nothing only
    // once the probe has filled its window (3) with the site's own 503s.
    await eventually(async () => {
      if (origin.probes() < 3) throw new Error(`${origin.probes()} probes so far`);
    });
    expectUnavailablePage(await through(varnish.url, '/ecoles'));
    expectUnavailablePage(await through(varnish.url, '/en/schools'));
    expect(origin.pageRequests).toEqual([]);
  }, 60_000);

  it('tells the language of an address as the site does', () => {
    // The expression of vcl_backend_error and vcl_synth, against the site's localeOfPath.
    const expressions = [
      ...VCL.matchAll(/if \((?:be)?req\.url ~ "([^"]+)"\) \{\s+set (?:be)?resp\.http\.Content-Language = "en"/g),
    ];
    expect(expressions).toHaveLength(2);
    for (const [, expression] of expressions) {
      const english = new RegExp(expression!);
      for (const path of ['/', '/en', '/en/', '/en?x=1', '/en/courses', '/formations', '/enseignes', '/ecoles?l=en'])
        expect(english.test(path) ? 'en' : 'fr', path).toBe(localeOfPath(path));
    }
  });

  it('serves a page past its time while the site fails, and never stores the failure over it', async () => {
    // An origin whose page lives one second and that fails when told to: what the site does when
    // the CMS is away past a page's time, without waiting an hour for it.
    let failing = false;
    let pageRequests = 0;
    const origin = createServer((req, res) => {
      if (req.url?.startsWith('/api/health')) return res.end('{"status":"ready"}');
      pageRequests += 1;
      if (failing) return res.writeHead(500).end('failed');
      res.writeHead(200, { 'cache-control': 's-maxage=1', 'content-type': 'text/html' }).end('good page');
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    stops.push(() => origin.close());
    const varnish = await startVarnish({
      backendPort: (origin.address() as AddressInfo).port,
      logFile: instanceLogFile('varnish-away'),
    });
    stops.push(varnish.stop);

    expect((await served(varnish.url, '/ecoles')).html).toBe('good page');
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const requestsBefore = pageRequests;
    for (let i = 0; i < 3; i += 1) {
      const answer = await through(varnish.url, '/ecoles');
      expect(answer.status).toBe(200);
      expect(answer.html).toBe('good page');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // It did ask the site again (a background fetch), and kept the good page when that failed.
    expect(pageRequests).toBeGreaterThan(requestsBefore);
  }, 60_000);
});
