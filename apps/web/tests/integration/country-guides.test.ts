import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { cms } from '../support/cms';
import { decodeEntities, h1, locationPath, page } from '../support/site';

// The country guides (requirements 10.18) against the CMS: one for each country where the network
// has an office, in both languages, at /etudier-dans-votre-pays/{pays} | /en/international-students/{country}.

type Locale = 'fr' | 'en';
type Office = { countryCode: string; city: string; phone: string; openingHours: string | null };
type Guide = {
  documentId: string;
  title: string;
  slug: string;
  countryCode: string;
  etudesEnFrance: boolean;
  steps: Array<{ title: string; weeksBeforeIntake: number }>;
  faqs: Array<{ title: string }>;
  localizations: Array<{ slug: string; locale: string }>;
};
type Intake = { label: string; startDate: string | null };

const GUIDES = { fr: '/etudier-dans-votre-pays', en: '/en/international-students' } as const;
const guidePath = (locale: Locale, slug: string) => `${GUIDES[locale]}/${slug}`;

async function offices(locale: Locale): Promise<Office[]> {
  const { json } = await cms('/offices', {
    locale,
    query: { fields: ['countryCode', 'city', 'phone', 'openingHours'], pagination: { limit: 100 } },
  });
  return json?.data as Office[];
}

async function guides(locale: Locale): Promise<Guide[]> {
  const { json } = await cms('/country-guides', {
    locale,
    query: {
      fields: ['title', 'slug', 'countryCode', 'etudesEnFrance'],
      populate: { steps: true, faqs: true, localizations: { fields: ['slug', 'locale'] } },
      pagination: { limit: 100 },
    },
  });
  return json?.data as Guide[];
}

/** The JSON-LD objects of a page. */
const jsonLd = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(decodeEntities(match[1]!)) as Record<string, unknown>,
  );

/** The page's hreflang alternates, by language. */
const hreflangs = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1],
      new URL(decodeEntities(match[2]!)).pathname,
    ]),
  );

/** Today in Paris, as the site dates the steps. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const weeksBefore = (iso: string, weeks: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - weeks * 7 * 86_400_000).toISOString().slice(0, 10);

const byLocale = {} as Record<Locale, { offices: Office[]; guides: Guide[] }>;
beforeAll(async () => {
  for (const locale of ['fr', 'en'] as const)
    byLocale[locale] = { offices: await offices(locale), guides: await guides(locale) };
});

describe('the country guides', () => {
  it('has a guide for every office country, in both languages, with its office, FAQ data and reciprocal hreflang', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { offices, guides } = byLocale[locale];
      expect(offices.length).toBeGreaterThanOrEqual(14);
      for (const office of offices) {
        const guide = guides.find((candidate) => candidate.countryCode === office.countryCode);
        expect(guide, `${locale}: no guide for ${office.countryCode}`).toBeDefined();
        const path = guidePath(locale, guide!.slug);
        const { status, html } = await page(path);
        expect(status, path).toBe(200);
        const text = decodeEntities(html);
        expect(h1(html), path).toBe(guide!.title);
        expect(text, path).toContain(office.phone);
        if (office.openingHours) expect(text, path).toContain(office.openingHours);

        const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage');
        expect(faq, path).toBeDefined();
        expect((faq!.mainEntity as Array<{ name: string }>).map((question) => question.name)).toEqual(
          guide!.faqs.map((question) => question.title),
        );

        const other = locale === 'fr' ? 'en' : 'fr';
        const translation = guide!.localizations.find((l) => l.locale === other)!;
        const alternates = hreflangs(html);
        expect(alternates[locale], path).toBe(path);
        expect(alternates[other], path).toBe(guidePath(other, translation.slug));
      }
    }
  });

  it('dates every step back from each intake to come, and opens the first that can still be made', async () => {
    const guide = byLocale.fr.guides.find((candidate) => candidate.countryCode === 'SN')!;
    const { json } = await cms('/entry-years', { query: { fields: ['label', 'startDate'], sort: ['startDate:asc'] } });
    const today = parisToday();
    const coming = (json?.data as Intake[]).filter((intake) => intake.startDate && intake.startDate > today);
    expect(coming.length).toBeGreaterThan(0);
    const html = decodeEntities((await page(guidePath('fr', guide.slug))).html);
    const timeline = html.slice(html.indexOf('Votre calendrier'));
    for (const intake of coming) {
      expect(timeline).toContain(intake.label);
      for (const step of guide.steps)
        expect(timeline, `${intake.label}: ${step.title}`).toContain(
          `dateTime="${weeksBefore(intake.startDate!, step.weeksBeforeIntake)}"`,
        );
    }
    const late = (intake: Intake) =>
      guide.steps.some((step) => weeksBefore(intake.startDate!, step.weeksBeforeIntake) < today);
    const suggested = coming.find((intake) => !late(intake)) ?? coming.at(-1)!;
    const open = /<details name="intake" open=""[^>]*><summary>([^<]*)/.exec(timeline);
    expect(open?.[1]).toContain(suggested.label);
    expect([...timeline.matchAll(/<details name="intake" open=""/g)]).toHaveLength(1);
  });

  it('names the schools connected to "Études en France" and the national amounts of the visa and the diploma', async () => {
    const { json: schools } = await cms('/schools', {
      locale: 'en',
      query: { fields: ['name', 'etudesEnFrance'], pagination: { limit: 100 } },
    });
    const { json: costs } = await cms('/study-cost', {
      locale: null,
      query: { populate: { visaResources: true, diplomaRecognition: true } },
    });
    const national = costs?.data as { visaResources: { amount: number }; diplomaRecognition: { amount: number } };
    const guide = byLocale.en.guides.find((candidate) => candidate.countryCode === 'BR')!;
    const html = decodeEntities((await page(guidePath('en', guide.slug))).html);
    const section = html.slice(html.indexOf('Our schools and “Études en France”'), html.indexOf('Recognition of your'));
    const all = schools?.data as Array<{ name: string; etudesEnFrance: boolean }>;
    expect(all.some((school) => school.etudesEnFrance)).toBe(true);
    expect(all.some((school) => !school.etudesEnFrance)).toBe(true);
    for (const school of all) expect(section.includes(`>${school.name}<`), school.name).toBe(school.etudesEnFrance);
    const euros = (amount: number) => `€${amount.toLocaleString('en-GB')}`;
    expect(html).toContain(
      `resources of ${euros(national.visaResources.amount)} a month, that is ${euros(national.visaResources.amount * 12)} for a year`,
    );
    expect(html).toContain(euros(national.diplomaRecognition.amount));
  });

  it('is listed on its landing, linked from each office, and in the sitemap in both languages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const landing = decodeEntities((await page(GUIDES[locale])).html);
      const officesPage = decodeEntities((await page(locale === 'fr' ? '/bureaux' : '/en/offices')).html);
      for (const guide of byLocale[locale].guides) {
        expect(landing, guide.slug).toContain(`href="${guidePath(locale, guide.slug)}"`);
        expect(officesPage, guide.slug).toContain(`href="${guidePath(locale, guide.slug)}">${guide.title}</a>`);
      }
    }
    const sitemap = (await page('/sitemap.xml')).html;
    const path = (url: string) => new URL(url).pathname;
    const entries = new Map(
      [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => [
        path(/<loc>([^<]+)<\/loc>/.exec(body)![1]!),
        Object.fromEntries(
          [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, path(href!)]),
        ),
      ]),
    );
    for (const guide of byLocale.fr.guides) {
      const fr = guidePath('fr', guide.slug);
      const en = guidePath('en', guide.localizations.find((l) => l.locale === 'en')!.slug);
      expect(entries.get(fr), fr).toMatchObject({ fr, en, 'x-default': fr });
      expect(entries.get(en), en).toMatchObject({ fr, en, 'x-default': fr });
    }
  });

  it("answers only under the guides' landing, and keeps that landing's articles", async () => {
    const guide = byLocale.fr.guides[0]!;
    expect((await page(`/etudier-en-france/${guide.slug}`)).status).toBe(404);
    expect((await page(`${GUIDES.fr}/no-such-country`)).status).toBe(404);
    // A guide answers in the language of its slug only.
    const french = byLocale.fr.guides.find((g) => g.localizations.some((l) => l.locale === 'en' && l.slug !== g.slug))!;
    expect((await page(`${GUIDES.en}/${french.slug}`)).status).toBe(404);
    const article = await page(`${GUIDES.fr}/programmes-internationaux`);
    expect(article.status).toBe(200);
    expect(h1(article.html)).toBe('Nos programmes internationaux');
  });

  it("opens from the admin's preview button in each language", async () => {
    const token = await adminToken();
    for (const locale of ['fr', 'en'] as const) {
      const guide = byLocale[locale].guides[0]!;
      const answer = await adminApi(
        token,
        'GET',
        `/content-manager/preview/url/api::country-guide.country-guide?documentId=${guide.documentId}&locale=${locale}&status=published`,
      );
      expect(answer.status).toBe(200);
      const entry = await fetch((answer.json?.data as { url: string }).url, { redirect: 'manual' });
      expect(entry.status).toBe(307);
      expect(locationPath(entry.headers)).toBe(guidePath(locale, guide.slug));
    }
  });
});
