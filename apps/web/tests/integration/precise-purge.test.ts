import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminApi, adminToken, editAndPublish } from '../support/admin';
import { cms } from '../support/cms';
import { eventually } from '../support/site';
import { sitemapXml } from '../support/sitemap';

// One edit purges what shows it (docs/decisions/precise-purge.md), through the real varnishd that
// `npm test` starts in front of the test site (TEST_VARNISH_URL): an editor's change in the admin,
// the CMS's webhook saying what changed, the site's purge by the pages' tags.

const varnishUrl = process.env.TEST_VARNISH_URL ?? '';
const webLog = process.env.TEST_WEB_LOG ?? '';
const desktop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/137.0 Safari/537.36' };
// What Varnish passes to the site by design (the lead forms): never kept, never purged.
const PASSED = /^\/(en\/)?(brochure|contact|inscription|registration|candidature|apply)$/;

type Answer = { path: string; cache: string | null; html: string };

async function through(path: string): Promise<Answer> {
  const response = await fetch(`${varnishUrl}${path}`, { headers: desktop, redirect: 'manual' });
  return { path, cache: response.headers.get('x-cache'), html: await response.text() };
}

async function crawl(paths: string[], concurrency = 6): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) answers.push(await through(paths[next++]!));
    }),
  );
  return answers;
}

/** The tags the site expired for the first webhook call of `event` it logged after `offset`. */
async function expired(event: string, offset: number): Promise<string[]> {
  return eventually(async () => {
    const line = readFileSync(webLog)
      .subarray(offset)
      .toString()
      .split('\n')
      .find((written) => written.includes('"cache revalidated"') && written.includes(`"${event}"`));
    if (!line) throw new Error(`no ${event} handled yet`);
    return (JSON.parse(line) as { tags: string[] }).tags;
  }, 10_000);
}

type Course = {
  documentId: string;
  slug: string;
  summary: string;
  school: { slug: string; documentId: string } | null;
  localizations: Array<{ slug: string; locale: string }>;
};

describe('precise purge', () => {
  it('purges, for one course summary edited in French, its French pages and the lists that show it: under 5 % of the sitemap', async () => {
    const { json } = await cms('/courses', {
      query: {
        fields: ['slug', 'summary'],
        populate: { school: { fields: ['slug'] }, localizations: { fields: ['slug', 'locale'] } },
        sort: ['title:asc'],
        pagination: { pageSize: 100 },
      },
    });
    const courses = json?.data as Course[];
    const course = courses.find((c) => c.school && c.localizations.some((l) => l.locale === 'en'))!;
    const other = courses.find((c) => c.school && c.school.documentId !== course.school!.documentId)!;
    const english = `/en/courses/${course.localizations.find((l) => l.locale === 'en')!.slug}`;
    const own = `/formations/${course.slug}`;
    const showing = [own, `/ecoles/${course.school!.slug}`, '/formations'];
    const notShowing = [english, `/formations/${other.slug}`, '/en/courses', '/faq', '/en'];

    const sitemap = await sitemapXml(varnishUrl);
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
      .map(([, path]) => path || '/')
      .filter((path) => !PASSED.test(path));
    expect(paths).toEqual(expect.arrayContaining([...showing, ...notShowing]));
    await crawl(paths);
    const cached = (await crawl(paths)).filter((answer) => answer.cache === 'HIT').map((answer) => answer.path);
    expect(cached).toEqual(expect.arrayContaining([...showing, ...notShowing]));

    const token = await adminToken();
    const base = `/content-manager/collection-types/api::course.course/${course.documentId}`;
    const marker = `(${Date.now().toString(36)})`;
    const summary = `${marker} ${course.summary}`;
    try {
      // A draft saved changes nothing a visitor sees: no page is purged.
      let offset = statSync(webLog).size;
      expect((await adminApi(token, 'PUT', `${base}?locale=fr`, { summary })).status).toBe(200);
      expect((await expired('entry.update', offset)).filter((tag) => tag.startsWith('cms:'))).toEqual([]);
      expect(await through(own)).toMatchObject({ cache: 'HIT' });

      offset = statSync(webLog).size;
      expect((await adminApi(token, 'POST', `${base}/actions/publish?locale=fr`, {})).status).toBe(200);
      expect(await expired('entry.publish', offset)).toContain(`cms:courses:fr:field:summary`);
      // One purge takes them all out at once: when the pages that show the summary have it, the
      // others would have been purged too.
      for (const path of showing)
        await eventually(async () => {
          if (!(await through(path)).html.includes(marker)) throw new Error(`${path}: not purged yet`);
        }, 30_000);
      for (const path of notShowing) expect((await through(path)).cache, path).toBe('HIT');

      const purged = (await crawl(cached)).filter((answer) => answer.cache !== 'HIT').map((answer) => answer.path);
      expect(purged.length / paths.length, purged.join(' ')).toBeLessThanOrEqual(0.05);
    } finally {
      await editAndPublish(token, 'api::course.course', course.documentId, 'fr', { summary: course.summary });
    }
  }, 300_000);
});
