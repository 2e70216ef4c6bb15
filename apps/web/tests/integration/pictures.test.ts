import { describe, expect, it } from 'vitest';
import { getHomepage } from '@/lib/cms/resources/homepage';
import { getNewsPage } from '@/lib/cms/resources/news';
import { getSchools } from '@/lib/cms/resources/schools';
import { getWebsite } from '@/lib/cms/resources/website';
import { newsPageCount } from '@/lib/news-list-page';
import { cms } from '../support/cms';

// The demo content's pictures, read through the site's own getters (the CMS itself for the
// articles, which the site only ever lists a few of): every school, news item and article has its
// picture, described in the language of the page.

type Article = { title: string; bannerImageAlt: string | null; bannerImage: { url: string } | null };

const LOCALES = ['fr', 'en'] as const;

/** Every published news item of a language, through the pages of the news list. */
async function everyNews(locale: (typeof LOCALES)[number]) {
  const first = await getNewsPage(locale, 1);
  const later = Array.from({ length: newsPageCount(first.total) - 1 }, (_, index) => getNewsPage(locale, index + 2));
  return [first, ...(await Promise.all(later))].flatMap((page) => page.news);
}

describe.each(LOCALES)('pictures of the demo content (%s)', (locale) => {
  it('gives every school its own logo and a cover, each with an alternative text', async () => {
    const schools = await getSchools(locale);
    expect(schools).toHaveLength(17);
    for (const school of schools) {
      expect(school.logo?.src, school.name).toMatch(/^\/uploads\//);
      expect(school.logo?.alt.trim(), school.name).toBe(
        locale === 'fr' ? `Logo de ${school.name}` : `${school.name} logo`,
      );
      expect(school.cover?.alt.trim(), school.name).not.toBe('');
    }
    expect(new Set(schools.map((school) => school.logo?.src)).size).toBe(17);
  });

  it('gives every news item and every article a picture of its own, described', async () => {
    const news = await everyNews(locale);
    expect(news.length).toBeGreaterThanOrEqual(10);
    for (const item of news) expect(item.focusImage?.alt.trim(), item.title).not.toBe('');
    const { json } = await cms('/articles', {
      locale,
      query: {
        fields: ['title', 'bannerImageAlt'],
        populate: { bannerImage: { fields: ['url'] } },
        pagination: { limit: 100 },
      },
    });
    const articles = json?.data as Article[];
    expect(articles.length).toBeGreaterThanOrEqual(9);
    for (const article of articles) {
      expect(article.bannerImage?.url, article.title).toMatch(/^\/uploads\//);
      expect(article.bannerImageAlt?.trim(), article.title).toBeTruthy();
    }
    expect(new Set(articles.map((article) => article.bannerImage?.url)).size).toBe(articles.length);
  });

  it('shows pictures whose words are in the language of the page', async () => {
    const news = await everyNews(locale);
    // The campaign for the demo's September intake (its year is the seed's day's: any year).
    const intake = news.find((item) => /\b20\d\d\b/.test(item.title) && /septemb/i.test(item.title));
    // "Rentrée 2027" on the French picture, "Intake 2027" on the English one: two files, named
    // after the news's key, which keeps the year of its first edition.
    expect(intake?.focusImage?.src).toMatch(
      locale === 'fr' ? /\/actualite_applications_open_2027_[0-9a-f]+\./ : /\/actualite_applications_open_2027_en_/,
    );
  });

  it('describes the home banner and the network logo', async () => {
    const [homepage, website] = await Promise.all([getHomepage(locale), getWebsite(locale)]);
    expect(homepage.heroImage?.alt).toMatch(locale === 'fr' ? /^Soleil levant/ : /^A stylised rising sun/);
    expect(website.siteLogo?.alt).toMatch(locale === 'fr' ? /^Logo Horizon Écoles/ : /^Horizon Schools logo/);
  });
});
