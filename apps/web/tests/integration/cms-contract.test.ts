import { beforeAll, describe, expect, it } from 'vitest';
import { getProgramCategories } from '@/lib/cms/resources/autocomplete';
import { getCourse, getCourses } from '@/lib/cms/resources/courses';
import { getNetworkCounts } from '@/lib/cms/resources/counts';
import { getArticles } from '@/lib/cms/resources/articles';
import { getEvents } from '@/lib/cms/resources/events';
import { getHomepage } from '@/lib/cms/resources/homepage';
import { getNextLive, getPastLives } from '@/lib/cms/resources/lives';
import { getLatestNews } from '@/lib/cms/resources/news';
import { getSchools } from '@/lib/cms/resources/schools';
import { getMenu } from '@/lib/cms/resources/menus';
import { getWebsite } from '@/lib/cms/resources/website';
import { now as siteNow } from '@/lib/time/now';
import { cms, serviceToken } from '../support/cms';
import { testEnv } from '../support/env';

// Every call of requirements 7 against the real Strapi with the demo seed, read through the site's
// own client and schemas wherever the site makes the call.

let token: string;
beforeAll(async () => {
  token = await serviceToken();
});

describe('POST /login (service account)', () => {
  it('answers an access_token for the right credentials', async () => {
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('answers 401 for a wrong password and 400 for a missing one', async () => {
    const wrong = await cms('/login', {
      method: 'POST',
      locale: null,
      body: { username: testEnv.serviceUsername, password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    const missing = await cms('/login', { method: 'POST', locale: null, body: { username: testEnv.serviceUsername } });
    expect(missing.status).toBe(400);
  });
});

describe('GET /users/me (website settings)', () => {
  it('answers the settings of each language to the service account', async () => {
    const [fr, en] = await Promise.all([getWebsite('fr'), getWebsite('en')]);
    expect(fr.siteName).toBe('Horizon Écoles');
    expect(en.siteName).toBe('Horizon Schools');
    expect(fr.productSlug).toBe('horizon');
    expect(fr.siteLogo?.src).toMatch(/^\/uploads\//);
    expect(fr.quickLinks.length).toBeGreaterThanOrEqual(2);
  });

  it('is refused without a token', async () => {
    const { status } = await cms('/users/me', { token: null });
    expect([401, 403]).toContain(status);
  });
});

describe('demo content', () => {
  it('has 17 schools, 11 campuses, 100 courses and 14 offices in both languages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      expect(await getNetworkCounts(locale)).toEqual({ schools: 17, campuses: 11, courses: 100, offices: 14 });
    }
  });

  it('reads the home page, schools, news and both rich menus', async () => {
    const [home, schools, news, navbar, footer] = await Promise.all([
      getHomepage('en'),
      getSchools('en'),
      getLatestNews('en'),
      getMenu('en', 'navbar'),
      getMenu('en', 'footer'),
    ]);
    expect(home.heroTitle).not.toBe('');
    expect(schools).toHaveLength(17);
    expect(news?.length).toBe(10);
    expect(navbar?.body.some((e) => e.__component === 'core.menu' && e.items.length > 0)).toBe(true);
    expect(navbar?.body.some((e) => e.__component === 'core.menu-item' && e.url === '/en/courses')).toBe(true);
    expect(footer?.type).toBe('footer');
  });
});

describe('autocomplete routes', () => {
  it.each([
    ['/courses/autocomplete', ['title', 'name', 'slug']],
    ['/campuses/autocomplete', ['title', 'slug']],
    ['/categorie-de-programmes/autocomplete', ['titre', 'slug']],
  ])('%s answers entries with %j in the asked language', async (path, fields) => {
    const [fr, en] = await Promise.all([cms(path, { locale: 'fr' }), cms(path, { locale: 'en' })]);
    expect(fr.status).toBe(200);
    const frData = fr.json?.data as Array<Record<string, unknown>>;
    const enData = en.json?.data as Array<Record<string, unknown>>;
    expect(frData.length).toBeGreaterThan(0);
    expect(enData.length).toBe(frData.length);
    for (const field of fields) expect(frData[0]).toHaveProperty(field);
  });

  it('answers 400 for an unknown locale', async () => {
    const { status } = await cms('/courses/autocomplete', { query: { locale: 'de' }, locale: null });
    expect(status).toBe(400);
  });
});

describe('collection calls of requirements 7', () => {
  it('GET /schools, /campuses and /campus-contacts answer lists', async () => {
    for (const path of ['/schools', '/campuses', '/campus-contacts']) {
      const { status, json } = await cms(path, { token });
      expect(status, path).toBe(200);
      expect((json?.data as unknown[]).length, path).toBeGreaterThan(0);
    }
  });

  it('GET /articles: five, each with its slug, title, banner image and landing slug', async () => {
    const articles = await getArticles('fr');
    expect(articles, 'the article list could not be read').not.toBeNull();
    expect(articles).toHaveLength(5);
    for (const article of articles!) {
      expect(article.slug).toMatch(/^[a-z0-9-]+$/);
      expect(article.title).not.toBe('');
      expect(article.bannerImage?.src).toMatch(/^\/uploads\//);
      expect(article.landing?.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('GET /events: the events, sorted by start date', async () => {
    const events = await getEvents('en');
    expect(events, 'the event list could not be read').not.toBeNull();
    expect(events!.length).toBeGreaterThan(1);
    const dates = events!.map((e) => e.dateStart);
    expect([...dates].sort()).toEqual(dates);
    expect(events!.every((e) => e.title !== '')).toBe(true);
  });

  it('GET /figs-lives: past lives, newest first, at most 15; /figs-lives/next: the next one to come', async () => {
    // The site's clock and the CMS's, moved alike by CLOCK_OFFSET_DAYS.
    const now = siteNow().toISOString();
    const past = await getPastLives('fr');
    const dates = past.map((l) => l.publishDate);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates.length).toBeLessThanOrEqual(15);
    expect(dates.every((d) => d <= now)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(past.every((l) => l.slug && l.title)).toBe(true);

    const next = await getNextLive('en');
    expect(next, 'the next live could not be read').not.toBeNull();
    expect(next!.publishDate > now).toBe(true);
    expect(next!.title).not.toBe('');
  });
});

describe('courses', () => {
  it('lists 100 courses and narrows them to a program category', async () => {
    const all = await getCourses('fr');
    expect(all.total).toBe(100);
    const [category] = (await getProgramCategories('fr')) ?? [];
    const filtered = await getCourses('fr', { programCat: [category!.slug] });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(100);
    expect(filtered.courses.every((c) => c.programCategory?.slug === category?.slug)).toBe(true);
  });

  it('reads a course with its blocks and its translated slug', async () => {
    const { courses } = await getCourses('fr', {}, 1);
    const course = await getCourse('fr', courses[0]!.slug);
    expect(course?.blocks.map((b) => b.__component)).toEqual(
      expect.arrayContaining(['blocks.key-datas', 'blocks.course-panel', 'blocks.skill-unit']),
    );
    const en = course?.localizations.find((l) => l.locale === 'en');
    expect(en?.slug).toBeTruthy();
    const english = await getCourse('en', en!.slug);
    expect(english?.title).not.toBe(course?.title);
  });

  it('answers null for a slug that does not exist or cannot be one', async () => {
    expect(await getCourse('fr', 'no-such-course')).toBeNull();
    expect(await getCourse('fr', '../../admin')).toBeNull();
  });
});

describe('POST /taxonomy/update', () => {
  it('merges the posted dictionary, keeps texts editors changed and drops the state field', async () => {
    const first = await cms('/taxonomy/update', {
      method: 'POST',
      token,
      body: { fr: { commons: { probe: 'A', kept: 'built-in' } }, en: { commons: { probe: 'B' } } },
    });
    expect(first.status).toBe(200);
    const second = await cms('/taxonomy/update', {
      method: 'POST',
      token,
      body: { fr: { commons: { kept: 'new built-in', added: 'C' } }, en: {} },
    });
    const data = second.json?.data as { fr: { commons: Record<string, string> } };
    expect(data.fr.commons).toMatchObject({ probe: 'A', kept: 'built-in', added: 'C' });
    expect(second.json?.data).not.toHaveProperty('state');
  });

  it('is refused to anonymous callers and rejects a body without both trees', async () => {
    expect([401, 403]).toContain(
      (await cms('/taxonomy/update', { method: 'POST', token: null, body: { fr: {}, en: {} } })).status,
    );
    expect((await cms('/taxonomy/update', { method: 'POST', token, body: { fr: {} } })).status).toBe(400);
  });
});

describe('permissions', () => {
  it('lets anonymous callers read nothing and write nothing (the site reads as its service account)', async () => {
    const refused = [401, 403];
    expect(refused).toContain((await cms('/courses', { token: null })).status);
    expect(refused).toContain(
      (await cms('/courses', { method: 'POST', token: null, body: { data: { title: 'x' } } })).status,
    );
    expect(refused).toContain((await cms('/leads', { method: 'POST', token: null, body: { data: {} } })).status);
    expect(refused).toContain((await cms('/leads', { token: null })).status);
    expect(refused).toContain((await cms('/redirects', { token: null })).status);
  });

  it('lets the service account read redirects but not edit content', async () => {
    expect((await cms('/redirects', { token, locale: null })).status).toBe(200);
    expect((await cms('/courses', { method: 'POST', token, body: { data: { title: 'x' } } })).status).toBe(403);
  });
});
