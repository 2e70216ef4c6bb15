import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { NEWS_PER_PAGE, newsPageCount } from '@/lib/news-list-page';
import { cms } from '../support/cms';
import { h1, page } from '../support/site';

// The news list in pages (docs/decisions/news-list-pages.md): NEWS_PER_PAGE items a page, page 1
// at /news, the others at /news?page=N, each its own canonical address; past the last, a 404.

const LIST: Record<Locale, string> = { fr: '/news', en: '/en/news' };
const listPath = (locale: Locale, page: number) => (page > 1 ? `${LIST[locale]}?page=${page}` : LIST[locale]);

/** The published news of a language, newest first, as the list orders them. */
async function newsOf(locale: Locale): Promise<string[]> {
  const { json } = await cms('/figs-news', {
    locale,
    query: {
      filters: { publishDate: { $notNull: true } },
      fields: ['slug'],
      sort: ['publishDate:desc', 'slug:asc'],
      pagination: { limit: 1000 },
    },
  });
  return (json?.data as Array<{ slug: string }>).map((item) => item.slug);
}

/** The news items a page of the list links to, in its order. */
const linkedNews = (html: string, locale: Locale) => {
  const prefix = locale === 'fr' ? '/news/' : '/en/news/';
  const links = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href = '']) => href);
  return [...new Set(links.filter((href) => href.startsWith(prefix)).map((href) => href.slice(prefix.length)))];
};
const navigation = (html: string) =>
  /<nav aria-label="(?:Pages des actualités|News pages)"[\s\S]*?<\/nav>/.exec(html)?.[0];

describe.each(['fr', 'en'] as const)('the news list in pages (%s)', (locale) => {
  it('lists every published item once, NEWS_PER_PAGE a page, newest first, and answers 404 past the last page', async () => {
    const all = await newsOf(locale);
    const pages = newsPageCount(all.length);
    // The demo's twelve news a language fill two pages, so that the pages are tested.
    expect(pages).toBeGreaterThanOrEqual(2);
    const listed: string[] = [];
    for (let number = 1; number <= pages; number++) {
      const answer = await page(listPath(locale, number));
      expect(answer.status, listPath(locale, number)).toBe(200);
      const items = linkedNews(answer.html, locale);
      expect(items.length).toBe(number < pages ? NEWS_PER_PAGE : all.length - NEWS_PER_PAGE * (pages - 1));
      listed.push(...items);
    }
    expect(listed).toEqual(all);
    expect((await page(listPath(locale, pages + 1))).status).toBe(404);
    expect((await page(listPath(locale, 100_000_000))).status).toBe(404);
  });

  it('gives each page its own canonical address, its title and its alternates, and links pages with prev and next', async () => {
    const first = await page(LIST[locale]);
    expect(first.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${LIST[locale]}"/>`));
    const nav = navigation(first.html);
    expect(nav).toBeDefined();
    expect(nav).toContain(`href="${listPath(locale, 2)}"`);
    expect(nav).toMatch(/<span aria-current="page"[^>]*>[\s\S]*?1<\/span>/);
    expect(nav).toMatch(
      new RegExp(
        `<a [^>]*href="${listPath(locale, 2).replace('?', '\\?')}"[^>]*rel="next"|<a [^>]*rel="next"[^>]*href="${listPath(locale, 2).replace('?', '\\?')}"`,
      ),
    );
    expect(nav).not.toContain('rel="prev"');

    const second = await page(listPath(locale, 2));
    expect(h1(second.html)).toBe(h1(first.html));
    expect(second.html).toMatch(/<title>[^<]*(Page|page) 2[^<]*<\/title>/);
    expect(second.html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*${listPath(locale, 2).replace('?', '\\?')}"/>`),
    );
    const other = locale === 'fr' ? 'en' : 'fr';
    expect(second.html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="${other}" href="[^"]*${listPath(other, 2).replace('?', '\\?')}"/>`),
    );
    const secondNav = navigation(second.html);
    expect(secondNav).toMatch(
      new RegExp(`<a [^>]*href="${LIST[locale]}"[^>]*rel="prev"|<a [^>]*rel="prev"[^>]*href="${LIST[locale]}"`),
    );
    expect(secondNav).toMatch(/<span aria-current="page"[^>]*>[\s\S]*?2<\/span>/);
  });

  it('reads a malformed page as the first, and keeps the internal route out of reach', async () => {
    const first = linkedNews((await page(LIST[locale])).html, locale);
    for (const query of ['page=0', 'page=x', 'page=02', 'utm_source=newsletter'])
      expect(linkedNews((await page(`${LIST[locale]}?${query}`)).html, locale), query).toEqual(first);
    const internal = locale === 'fr' ? '/news-list/2' : '/en/news-list/2';
    expect((await page(internal)).status).toBe(404);
  });
});
