import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, parisToday as parisDay } from '@/lib/format';
import { now } from '@/lib/time/now';
import { adminApi, adminToken } from '../support/admin';
import { cms } from '../support/cms';
import { decodeEntities, h1, locationPath, page } from '../support/site';
import { sitemapXml } from '../support/sitemap';

// The country guides (requirements 10.18) against the CMS: one for each country where the network
// has an office, in both languages, at /etudier-dans-votre-pays/{pays} | /en/international-students/{country}.

type Locale = 'fr' | 'en';
type Office = { countryCode: string; city: string; phone: string; openingHours: string | null };
type Step = {
  key: string;
  title: string;
  needs: string | null;
  asks: string | null;
  produces: string | null;
  weeksBeforeIntake: number;
  onDay: string | null;
  deadlineWeeksBeforeIntake: number | null;
};
type Level = { slug: string; label: string; languageLevel: string | null };
type LevelPath = { graduationLevel: Level | null; steps: Step[] };
type Guide = {
  documentId: string;
  title: string;
  slug: string;
  countryCode: string;
  etudesEnFrance: boolean;
  steps: Step[];
  levelPaths: LevelPath[];
  faqs: Array<{ title: string }>;
  localizations: Array<{ slug: string; locale: string }>;
};
type Intake = { label: string; slug: string; startDate: string | null };

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
      populate: {
        steps: true,
        levelPaths: { populate: { graduationLevel: { fields: ['slug', 'label', 'languageLevel'] }, steps: true } },
        faqs: true,
        localizations: { fields: ['slug', 'locale'] },
      },
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

/**
 * Today in Paris on the site's clock (CLOCK_OFFSET_DAYS moves it, the site's and the CMS's with it),
 * as the site dates the steps. The expectations below follow from it and the seeded dates, read
 * from the CMS: the demo is dated from the day it is seeded (docs/decisions/demo-dates.md).
 */
const parisToday = () => parisDay(now());
const weeksBefore = (iso: string, weeks: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - weeks * 7 * 86_400_000).toISOString().slice(0, 10);
/** A step's usual day for an intake: its day of the year (the last before the intake), or its weeks before it. */
const usualOn = (intake: Intake, step: Step) => {
  if (!step.onDay) return weeksBefore(intake.startDate!, step.weeksBeforeIntake);
  const year = Number(intake.startDate!.slice(0, 4));
  return `${year}-${step.onDay}` < intake.startDate! ? `${year}-${step.onDay}` : `${year - 1}-${step.onDay}`;
};

/** The steps a level reads: the common ones, each replaced by the level's of the same key, then its others. */
const levelSteps = (guide: Guide, path: LevelPath): Step[] => [
  ...guide.steps.map((step) => path.steps.find((own) => own.key === step.key) ?? step),
  ...path.steps.filter((own) => !guide.steps.some((step) => step.key === own.key)),
];
const needsOf = (step: Step, steps: Step[]) =>
  (step.needs ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((key) => steps.filter((other) => other.key === key));
/** An intake is closed once a step's latest date has gone by. */
const closedOn = (steps: Step[], intake: Intake, today: string) =>
  steps.some(
    (step) =>
      step.deadlineWeeksBeforeIntake !== null && weeksBefore(intake.startDate!, step.deadlineWeeksBeforeIntake) < today,
  );
/** The part of a guide page that holds one level's path: up to the next section's heading (a path has h3s only). */
const pathSection = (html: string, level: Level) => {
  const start = html.indexOf(`id="path-${level.slug}"`);
  if (start < 0) return '';
  const next = html.indexOf('<h2', html.indexOf('<h2', start) + 1);
  return html.slice(start, next < 0 ? undefined : next);
};

const byLocale = {} as Record<Locale, { offices: Office[]; guides: Guide[] }>;
/** The intakes to come, in each language (their labels are the language's). */
const comingIn = {} as Record<Locale, Intake[]>;
beforeAll(async () => {
  const today = parisToday();
  for (const locale of ['fr', 'en'] as const) {
    byLocale[locale] = { offices: await offices(locale), guides: await guides(locale) };
    const { json } = await cms('/entry-years', {
      locale,
      query: { fields: ['label', 'slug', 'startDate'], sort: ['startDate:asc'] },
    });
    comingIn[locale] = (json?.data as Intake[]).filter((intake) => intake.startDate && intake.startDate > today);
  }
});

describe('the country guides', () => {
  it('has a guide for every office country, in both languages, with its office, FAQ data and reciprocal hreflang', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { offices, guides } = byLocale[locale];
      expect(offices.length).toBeGreaterThanOrEqual(14);
      // The opening hours are checked for the offices that have them: most do.
      expect(offices.filter((office) => office.openingHours).length).toBeGreaterThan(offices.length / 2);
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

  it('dates no step, in any guide, level, intake or language, before a step it needs', () => {
    for (const locale of ['fr', 'en'] as const)
      for (const guide of byLocale[locale].guides) {
        const coming = comingIn[locale];
        expect(coming.length).toBeGreaterThan(0);
        expect(guide.levelPaths.length, `${locale} ${guide.countryCode}: level paths`).toBeGreaterThanOrEqual(2);
        for (const path of guide.levelPaths) {
          const steps = levelSteps(guide, path);
          for (const intake of coming)
            for (const step of steps)
              for (const need of needsOf(step, steps))
                expect(
                  usualOn(intake, step) >= usualOn(intake, need),
                  `${locale} ${guide.countryCode} ${path.graduationLevel?.slug} ${intake.label}: ${step.key} after ${need.key}`,
                ).toBe(true);
        }
      }
  });

  it('shows each level its dated steps in order, and opens the first intake that can still be made', async () => {
    const today = parisToday();
    for (const locale of ['fr', 'en'] as const)
      for (const guide of byLocale[locale].guides) {
        const html = decodeEntities((await page(guidePath(locale, guide.slug))).html);
        for (const path of guide.levelPaths) {
          const level = path.graduationLevel!;
          const where = `${locale} ${guide.countryCode} ${level.slug}`;
          const section = pathSection(html, level);
          expect(section, where).not.toBe('');
          const steps = levelSteps(guide, path);
          const group = `intake-path-${level.slug}`;
          const disclosures = section.split('<details ').slice(1);
          const coming = comingIn[locale];
          expect(disclosures, where).toHaveLength(coming.length);
          // The demo always has an intake that can still be made, whatever the day it was seeded.
          const suggested = coming.find((intake) => !closedOn(steps, intake, today));
          expect(suggested, `${where}: an intake that can still be made`).toBeDefined();
          for (const [index, intake] of coming.entries()) {
            const body = disclosures[index]!;
            expect(body, `${where} ${intake.label}`).toContain(intake.label);
            if (closedOn(steps, intake, today)) {
              // Closed: no dated step, and a link to the next intake that can be made (a later
              // intake closes later: the one suggested is after every closed one).
              expect(body, `${where} ${intake.label}: closed`).not.toContain('<time');
              const next = coming.slice(index + 1).find((later) => !closedOn(steps, later, today));
              expect(body, `${where} ${intake.label}: next`).toContain(`href="#${group}-${next!.slug}"`);
              continue;
            }
            for (const step of steps)
              expect(body, `${where} ${intake.label}: ${step.key}`).toContain(`dateTime="${usualOn(intake, step)}"`);
            // Steps and deadlines are listed in date order.
            const dates = [...body.matchAll(/<time dateTime="([^"]+)"/g)].map((match) => match[1]!);
            expect(dates, `${where} ${intake.label}: in date order`).toEqual([...dates].sort());
          }
          const open = [
            ...section.matchAll(new RegExp(`<details id="[^"]+" name="${group}" open=""[^>]*><summary>([^<]*)`, 'g')),
          ];
          expect(
            open.map((match) => match[1]!.includes(suggested!.label)),
            where,
          ).toEqual([true]);
        }
      }
  });

  it("shows the Master's applicant the Master's path, with the level's own language level", async () => {
    const { json } = await cms('/graduation-levels', {
      locale: 'en',
      query: { fields: ['slug', 'label', 'languageLevel'], sort: ['order:asc'] },
    });
    const levels = json?.data as Level[];
    const guide = byLocale.en.guides.find((candidate) => candidate.countryCode === 'BR')!;
    const master = guide.levelPaths.map((path) => path.graduationLevel!).find((level) => /master/i.test(level.label))!;
    expect(master, 'a Master’s path').toBeDefined();
    const field = levels.find((level) => level.slug === master.slug)!.languageLevel!;
    expect(field).toBeTruthy();
    const html = decodeEntities((await page(guidePath('en', guide.slug))).html);
    expect(html).toContain(`href="#path-${master.slug}"`);
    const section = pathSection(html, master);
    expect(section).toContain(master.label);
    expect(section).toContain(field);
    // The Master's path speaks of the university degree, not of secondary school.
    expect(section).not.toMatch(/Ensino Médio|ENEM|final year of (secondary )?school/);
    // No other language level is written anywhere on the page than the levels' own.
    const written = new Set([...html.matchAll(/IELTS \d\.\d|TOEFL iBT \d+/g)].map((match) => match[0]));
    const quoted = new Set(
      levels.flatMap((level) =>
        [...(level.languageLevel ?? '').matchAll(/IELTS \d\.\d|TOEFL iBT \d+/g)].map((match) => match[0]),
      ),
    );
    for (const figure of written) expect(quoted, figure).toContain(figure);
  });

  it('dates the scholarship deadlines open to the student among the steps, and says when a step is too late', async () => {
    const { json } = await cms('/scholarships', {
      query: {
        fields: ['title', 'deadline', 'requires', 'countries'],
        populate: { graduationLevels: { fields: ['slug'] } },
        pagination: { limit: 100 },
      },
    });
    type Deadline = { title: string; deadline: string | null; requires: string | null; countries: string | null };
    const scholarships = json?.data as Array<Deadline & { graduationLevels: Array<{ slug: string }> }>;
    const today = parisToday();
    const guide = byLocale.fr.guides.find((candidate) => candidate.countryCode === 'SN')!;
    const coming = comingIn.fr;
    const html = decodeEntities((await page(guidePath('fr', guide.slug))).html);
    // A scholarship not shown has no date to check: the test must not pass for having checked none.
    let deadlinesDated = 0;
    for (const path of guide.levelPaths) {
      const level = path.graduationLevel!;
      const steps = levelSteps(guide, path);
      const section = pathSection(html, level);
      // The demo's deadlines are seeded so that the first intake that can be made has some ahead.
      const intake = coming.find((candidate) => !closedOn(steps, candidate, today));
      expect(intake, `${level.slug}: an intake that can still be made`).toBeDefined();
      const body = section.split('<details ').slice(1)[coming.indexOf(intake!)]!;
      const open = scholarships.filter(
        (s) =>
          (!s.countries || s.countries.split(',').includes('SN')) &&
          (s.graduationLevels.length === 0 || s.graduationLevels.some((l) => l.slug === level.slug)),
      );
      for (const scholarship of open) {
        const step = steps.find((candidate) => candidate.key === scholarship.requires);
        // The step may be hurried, not the ones it needs (the seed dates each step on its usual date).
        const obtainable =
          !step || needsOf(step, steps).every((need) => usualOn(intake!, need) <= scholarship.deadline!);
        const shown =
          !!scholarship.deadline &&
          scholarship.deadline >= today &&
          scholarship.deadline < intake!.startDate! &&
          obtainable;
        expect(body.includes(`>${scholarship.title}<`), `${level.slug}: ${scholarship.title}`).toBe(shown);
        if (!shown || !step) continue;
        deadlinesDated += 1;
        expect(body).toContain(`dateTime="${scholarship.deadline}"`);
        const usual = usualOn(intake!, step);
        if (usual > scholarship.deadline!) expect(body, scholarship.title).toContain('est trop tardive');
      }
    }
    expect(deadlinesDated).toBeGreaterThan(0);
    // The early-enrolment reduction is not offered through Études en France: each level says why,
    // in one line, so that a family does not think it forgotten (docs/decisions/cost-calculator.md).
    const { json: early } = await cms('/scholarships', {
      query: { fields: ['title', 'deadline', 'openToEtudesEnFrance'], filters: { openToEtudesEnFrance: false } },
    });
    const [reduction] = early?.data as Array<{ title: string; deadline: string }>;
    expect(reduction, 'an aid closed to Études en France').toBeDefined();
    expect(reduction!.deadline >= today).toBe(true);
    for (const path of guide.levelPaths) {
      const section = pathSection(html, path.graduationLevel!);
      expect(section).toContain(
        `Avec Études en France, pas de ${reduction!.title} : l’admission n’y vient qu’après l’entretien Campus France, trop tard pour sa date limite.`,
      );
      expect(section).not.toContain(`>${reduction!.title}<`);
    }
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

  it('gives the procedure fee and the fare with their source, year and day, as the budget does, in both languages', async () => {
    type Figure = { academicYear: string; publishedOn: string; source: string; sourceEn: string; sourceUrl: string };
    for (const locale of ['fr', 'en'] as const) {
      const { json } = await cms('/country-guides', {
        locale,
        query: {
          fields: ['slug', 'countryCode'],
          populate: { procedureFeeFigure: true, travelFigure: true },
          filters: { countryCode: 'VN' },
        },
      });
      const [vietnam] = json?.data as Array<{ slug: string; procedureFeeFigure: Figure; travelFigure: Figure }>;
      const html = decodeEntities((await page(guidePath(locale, vietnam!.slug))).html);
      const start = html.indexOf('id="guide-facts"');
      const facts = html.slice(start, html.indexOf('</aside>', start));
      for (const figure of [vietnam!.procedureFeeFigure, vietnam!.travelFigure]) {
        const source = locale === 'fr' ? figure.source : figure.sourceEn;
        expect(source, locale).toBeTruthy();
        expect(facts, `${locale}: ${source}`).toContain(locale === 'fr' ? `Source : ${source}` : `Source: ${source}`);
        expect(facts).toContain(locale === 'fr' ? `montant ${figure.academicYear}` : `${figure.academicYear} amount`);
        expect(facts.replace(/<!-- -->/g, '')).toContain(
          `${locale === 'fr' ? 'publié le' : 'published on'} ${formatDate(locale, `${figure.publishedOn}T12:00:00Z`)}`,
        );
      }
      expect(facts).toContain(`href="${vietnam!.procedureFeeFigure.sourceUrl}"`);
      // The fare is the network's estimate: its source says from where, in which class, surveyed when.
      expect(locale === 'fr' ? vietnam!.travelFigure.source : vietnam!.travelFigure.sourceEn).toMatch(
        /Hô Chi Minh-Ville–Paris en classe économique, relevé en juin|Ho Chi Minh City–Paris, surveyed in June/,
      );
    }
  });

  it('shows its country’s students the events held there and those online they can attend, or have recorded', async () => {
    const { json } = await cms('/events', {
      locale: 'en',
      query: {
        fields: ['title', 'dateStart', 'countryCode', 'online', 'recorded'],
        filters: { dateStart: { $gt: now().toISOString() } },
        sort: ['dateStart:asc'],
      },
    });
    type Event = { title: string; dateStart: string; countryCode: string | null; online: boolean; recorded: boolean };
    const events = json?.data as Event[];
    const agendaOf = async (code: string) => {
      const guide = byLocale.en.guides.find((candidate) => candidate.countryCode === code)!;
      const html = decodeEntities((await page(guidePath('en', guide.slug))).html);
      return html.slice(html.indexOf('Next lives and events'));
    };
    const moroccoFair = events.find((event) => event.countryCode === 'MA');
    expect(moroccoFair, 'the demo has a fair in Morocco to come').toBeDefined();
    expect(await agendaOf('MA')).toContain(moroccoFair!.title);
    // The Casablanca fair is not for a student in India or China; the webinar at 17:00 in Paris is
    // in China's night: shown because it is recorded, and said so.
    const china = await agendaOf('CN');
    for (const agenda of [await agendaOf('IN'), china]) expect(agenda).not.toContain(moroccoFair!.title);
    const lateWebinar = events.find((event) => event.online && event.recorded);
    expect(lateWebinar).toBeDefined();
    expect(china).toContain(lateWebinar!.title);
    expect(china).toContain('In the middle of the night in Shanghai: register to receive the recording.');
  });

  it('gives every event held abroad its place’s time first, then Paris’s, in its guide in both languages', async () => {
    const { json } = await cms('/events', {
      locale: 'en',
      query: {
        fields: ['title', 'dateStart', 'countryCode'],
        filters: { dateStart: { $gt: now().toISOString() }, countryCode: { $notNull: true } },
        sort: ['dateStart:asc'],
      },
    });
    const abroad = (json?.data as Array<{ title: string; dateStart: string; countryCode: string | null }>).filter(
      (event) => event.countryCode,
    );
    expect(abroad.length, 'the demo has fairs abroad to come').toBeGreaterThan(0);
    for (const locale of ['fr', 'en'] as const) {
      const { json: officeJson } = await cms('/offices', {
        locale,
        query: { fields: ['countryCode', 'city', 'timeZone'], pagination: { limit: 100 } },
      });
      const offices = officeJson?.data as Array<{ countryCode: string; city: string; timeZone: string }>;
      for (const event of abroad) {
        const office = offices.find((candidate) => candidate.countryCode === event.countryCode)!;
        // Held at a daytime hour there (the seed writes its hours in UTC).
        const hour = Number(
          new Intl.DateTimeFormat('en-GB', { timeZone: office.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
            new Date(event.dateStart),
          ),
        );
        expect(hour, `${event.title}: ${hour}:00 in ${office.city}`).toBeGreaterThanOrEqual(8);
        expect(hour).toBeLessThanOrEqual(18);
        const guide = byLocale[locale].guides.find((candidate) => candidate.countryCode === event.countryCode)!;
        const html = decodeEntities((await page(guidePath(locale, guide.slug))).html).replace(/<!-- -->/g, '');
        const agenda = html.slice(
          html.indexOf(locale === 'fr' ? 'Prochains lives et événements' : 'Next lives and events'),
        );
        const local = formatDate(locale, event.dateStart, true, office.timeZone);
        const first =
          locale === 'fr' ? `${local}, heure locale à ${office.city}` : `${local}, local time in ${office.city}`;
        expect(agenda, `${locale} ${event.countryCode}`).toContain(
          `<time dateTime="${event.dateStart}">${first}</time> · `,
        );
        const paris = new RegExp(
          `<time dateTime="${event.dateStart}">[^<]*</time> · [^<]*\\d\\d:\\d\\d \\(${locale === 'fr' ? 'heure de Paris' : 'Paris time'}\\)`,
        );
        expect(agenda).toMatch(paris);
      }
    }
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
    const sitemap = await sitemapXml();
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

  it('shows editors, in the preview only, each level dated for every intake and what to check', async () => {
    const token = await adminToken();
    const china = byLocale.en.guides.find((guide) => guide.countryCode === 'CN')!;
    const answer = await adminApi(
      token,
      'GET',
      `/content-manager/preview/url/api::country-guide.country-guide?documentId=${china.documentId}&locale=en&status=draft`,
    );
    const entry = await fetch((answer.json?.data as { url: string }).url, { redirect: 'manual' });
    expect(entry.status).toBe(307);
    const cookie = entry.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const preview = decodeEntities((await page(guidePath('en', china.slug), { cookie })).html);
    const review = preview.slice(preview.indexOf('Review (shown in the preview only)'));
    expect(review.length).toBeGreaterThan(100);
    // Every step of each level is a row, one column per intake to come.
    for (const path of china.levelPaths) {
      expect(review).toContain(`<h3>${path.graduationLevel!.label}</h3>`);
      for (const step of path.steps) expect(review).toContain(`<th scope="row">${step.title}</th>`);
    }
    // The file takes the records a final-year student holds; the gaokao's results come in June, and
    // no step asks for them before (the review would say "asks for the document").
    expect(china.steps.find((step) => step.key === 'file')!.asks).toBe('school-records,university-transcripts');
    // The Bachelor's results name the exam; the Master's are the degree's; both make the admission final.
    expect(china.levelPaths.map((path) => path.steps.find((step) => step.key === 'results')?.produces)).toEqual([
      'gaokao-results,final-admission',
      'degree-results,final-admission',
    ]);
    expect(china.steps.find((step) => step.key === 'visa')!.asks).toBe(
      'enrolment-certificate,housing-proof,final-admission',
    );
    expect(review).not.toContain('asks for the document');
    expect(review).toMatch(/National amounts and this guide’s<\/h3>/);
    // The CVEC's amount is the 2025-2026 one.
    expect(review).toContain('CVEC (student life contribution): the 2025-2026 amount');
    // A student reads none of it.
    expect((await page(guidePath('en', china.slug))).html).not.toContain('Review (shown in the preview only)');
  });
});
