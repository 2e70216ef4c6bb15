import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { cms } from '../support/cms';
import { COURSE_OPTIONS } from '@/lib/cms/resources/study-costs';
import { costQuery, costRequest } from '@/lib/costs/cost-request';
import { decodeEntities, eventually, page } from '../support/site';
import { contentPath } from '@/i18n/content-paths';
import { formatDate } from '@/lib/format';
import { publishThrowawayCourse, type ThrowawayCourse } from '../support/throwaway-course';

// The cost calculator (requirements 10.17) against the CMS's figures: each budget is worked out here
// from what the CMS answers, line by line, and compared with what the page says.

type Figure = { amount: number };
type National = Record<
  'cvec' | 'healthInsurance' | 'visaFee' | 'visaValidation' | 'visaResources' | 'travel' | 'setup',
  Figure
> & {
  depositMonths: number;
  academicYear: string;
};
type Living = Record<'housingResidence' | 'housingStudio' | 'housingShared' | 'food' | 'transport' | 'phone', number>;
type Tuition = {
  eu: number;
  nonEu: number;
  applicationFee: number | null;
  workStudy: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
};
type Course = {
  documentId: string;
  title: string;
  slug: string;
  tuition: Tuition;
  campuses: Array<{ slug: string; city: string; livingCosts: Living }>;
};

const STUDY_COSTS = '/content-manager/single-types/api::study-cost.study-cost';
const FIGURES = ['cvec', 'healthInsurance', 'visaFee', 'visaValidation', 'visaResources', 'travel', 'setup'];

async function national(): Promise<National> {
  const { status, json } = await cms('/study-cost', {
    query: { populate: Object.fromEntries(FIGURES.map((name) => [name, true])) },
    locale: null,
  });
  expect(status).toBe(200);
  return json?.data as National;
}

async function courses(locale: 'fr' | 'en'): Promise<Course[]> {
  const { json } = await cms('/courses', {
    locale,
    query: {
      fields: ['documentId', 'title', 'slug'],
      populate: { tuition: true, campuses: { fields: ['slug', 'city'], populate: { livingCosts: true } } },
      sort: ['title:asc'],
      pagination: { limit: 500 },
    },
  });
  return (json?.data as Course[]).filter((course) => course.tuition && course.campuses.some((c) => c.livingCosts));
}

type Choices = { band: 'eu' | 'non-eu'; housing: 'residence' | 'shared' | 'studio'; route: 'full-time' | 'work-study' };
const RENT = { residence: 'housingResidence', shared: 'housingShared', studio: 'housingStudio' } as const;

/** What a student from a guide's country adds: its procedure fee and fare, in euros. */
type Country = { procedureFee: number; travel: number };

/** A year's budget as a student would add it up from the figures: first year, one-off costs included. */
function expectedYear(
  costs: National,
  living: Living,
  tuition: Tuition,
  { band, housing, route }: Choices,
  country: Country | null = null,
): number {
  const rent = living[RENT[housing]];
  const fees = route === 'work-study' && tuition.workStudy ? 0 : band === 'eu' ? tuition.eu : tuition.nonEu;
  const months = 12 * monthly(living, housing);
  const once =
    (tuition.applicationFee ?? 0) +
    (country?.procedureFee ?? 0) +
    (band === 'non-eu' ? costs.visaFee.amount + costs.visaValidation.amount : 0) +
    (country?.travel ?? costs.travel.amount) +
    costs.setup.amount +
    costs.depositMonths * rent;
  return Math.round(fees + costs.cvec.amount + costs.healthInsurance.amount + months + once);
}

/** What is spent each month to live: rent, food, transport, phone. */
const monthly = (living: Living, housing: Choices['housing']) =>
  living[RENT[housing]] + living.food + living.transport + living.phone;

/** The amounts in a text, as numbers (whatever the locale's separators). */
const amounts = (text: string) =>
  [...text.matchAll(/€\s?\d[\d,]*|\d[\d\s\u202f\u00a0]*\s?€/g)].map((match) => Number(match[0].replace(/\D/g, '')));

/** The budget's totals as the page says them (the line read to a screen reader after a change). */
async function totals(path: string) {
  const { status, html, headers } = await page(path);
  expect(status, `${path} → ${headers.get('location')}`).toBe(200);
  const line = /data-page-status="[^"]*"[^>]*>([^<]*)</.exec(html)?.[1];
  expect(line, `${path}: no budget`).toBeDefined();
  const [perYear, perMonth] = amounts(decodeEntities(line!)).slice(-2);
  return { perYear, perMonth, html: decodeEntities(html) };
}

/** The calculator's one address for these choices, as its form writes it (the site's own order). */
const query = (values: Record<string, string>) => costQuery(costRequest(new URLSearchParams(values)));

let costs: National;
let french: Course[];
beforeAll(async () => {
  costs = await national();
  french = await courses('fr');
  expect(french.length).toBeGreaterThan(10);
});

describe('the cost calculator', () => {
  it('adds up a year from the CMS figures, line by line, for the choices of the address, in French', async () => {
    const course = french[0]!;
    const campus = course.campuses.at(-1)!;
    for (const choices of [
      { band: 'non-eu', housing: 'studio', route: 'full-time' },
      { band: 'eu', housing: 'residence', route: 'full-time' },
    ] as const) {
      const path = `/cout-des-etudes?${query({ course: course.slug, campus: campus.slug, fees: choices.band, housing: choices.housing, route: choices.route })}`;
      const { perYear, perMonth, html } = await totals(path);
      const year = expectedYear(costs, campus.livingCosts, course.tuition, choices);
      expect(perYear, path).toBe(year);
      // "Each month" is what is spent each month to live, not the year divided by twelve.
      expect(perMonth, path).toBe(monthly(campus.livingCosts, choices.housing));
      expect(html).toContain(`${course.title} à ${campus.city}`);
      expect(html).toContain('CVEC (contribution vie étudiante)');
      expect(html.includes('Visa étudiant'), path).toBe(choices.band === 'non-eu');
    }
  });

  it('leaves the tuition to the employer on the work-study route and gives the pay, in English', async () => {
    const english = await courses('en');
    const course = english.find((c) => c.tuition.workStudy && c.tuition.salaryMin !== null)!;
    const campus = course.campuses[0]!;
    const choices = { band: 'non-eu', housing: 'shared', route: 'work-study' } as const;
    const path = `/en/cost-of-studying?${query({ course: course.slug, campus: campus.slug, fees: 'non-eu', housing: 'shared', route: 'work-study' })}`;
    const { perYear, html } = await totals(path);
    expect(perYear).toBe(expectedYear(costs, campus.livingCosts, course.tuition, choices));
    expect(html).toContain('paid by the employer');
    expect(html).toMatch(/pays you €[\d,]+ to €[\d,]+ gross a month/);
    expect(amounts(/pays you ([^.]*)gross/.exec(html)![1]!)).toEqual([
      course.tuition.salaryMin,
      course.tuition.salaryMax,
    ]);
    expect(html).toMatch(/the law asks you to prove at least €615 a month, that is €7,380 for the 12 months/);
  });

  it('budgets a level with its least expensive course on the campus', async () => {
    const campus = french[0]!.campuses[0]!;
    const { perYear, html } = await totals(
      `/cout-des-etudes?${query({ level: 'bac-3-bachelor', campus: campus.slug })}`,
    );
    expect(html).toContain('Formation la moins chère de ce niveau sur ce campus');
    const { json } = await cms('/courses', {
      query: {
        fields: ['slug'],
        filters: { graduationLevel: { slug: 'bac-3-bachelor' }, campuses: { slug: campus.slug } },
        populate: { tuition: true },
        pagination: { limit: 500 },
      },
    });
    const cheapest = Math.min(...(json?.data as Array<{ tuition: Tuition }>).map((course) => course.tuition.nonEu));
    const tuition = { ...french[0]!.tuition, nonEu: cheapest, applicationFee: french[0]!.tuition.applicationFee };
    expect(perYear).toBe(
      expectedYear(costs, campus.livingCosts, tuition, { band: 'non-eu', housing: 'residence', route: 'full-time' }),
    );
  });

  it("lists the scholarships open to the course's school and level, with their amounts, as possible reductions", async () => {
    const { json } = await cms('/scholarships', {
      query: {
        fields: ['title', 'amount', 'deadline'],
        populate: { schools: { fields: ['slug'] }, graduationLevels: { fields: ['slug'] } },
      },
    });
    type Offer = { title: string; amount: number; deadline: string; schools: Slugged[]; graduationLevels: Slugged[] };
    type Slugged = { slug: string };
    const scholarships = json?.data as Offer[];
    const forSchool = scholarships.find((s) => s.schools.length > 0)!;
    const listed = await cms('/courses', {
      query: {
        fields: ['slug'],
        filters: { school: { slug: forSchool.schools[0]!.slug } },
        populate: {
          school: { fields: ['slug'] },
          graduationLevel: { fields: ['slug'] },
          campuses: { fields: ['slug'] },
        },
        pagination: { limit: 1 },
      },
    });
    const course = (listed.json?.data as Array<{ slug: string; school: Slugged; graduationLevel: Slugged }>)[0]!;
    const open = (list: Slugged[], slug: string) => list.length === 0 || list.some((item) => item.slug === slug);
    const expected = scholarships
      .filter((s) => open(s.schools, course.school.slug) && open(s.graduationLevels, course.graduationLevel.slug))
      .map((s) => s.title);
    expect(expected).toContain(forSchool.title);

    const { html } = await totals(`/cout-des-etudes?${query({ course: course.slug })}`);
    const section = html.slice(html.indexOf('Bourses et réductions possibles'));
    const shown = [...section.matchAll(/<h4>([^<]*)<\/h4>/g)].map((match) => match[1]);
    expect(shown.sort()).toEqual(expected.sort());
    const elsewhere = await cms('/courses', {
      query: {
        fields: ['slug'],
        filters: { school: { slug: { $ne: forSchool.schools[0]!.slug } } },
        pagination: { limit: 1 },
      },
    });
    const otherSlug = (elsewhere.json?.data as Slugged[])[0]!.slug;
    expect((await totals(`/cout-des-etudes?${query({ course: otherSlug })}`)).html).not.toContain(forSchool.title);
    expect(amounts(section.slice(section.indexOf(forSchool.title)))[0]).toBe(forSchool.amount);
    // Each says the step it needs by its deadline (every seeded aid needs one), and, no country
    // being chosen, that the country's procedures may not reach it in time.
    const aid = section.slice(0, section.indexOf('</ul>'));
    const count = (text: string) => aid.split(text).length - 1;
    expect(count('<h4>')).toBe(expected.length);
    expect(count(' avant la date limite.')).toBe(expected.length);
    expect(count('indiquez votre pays pour ne voir que les aides possibles')).toBe(expected.length);
  });

  it('leads an address out of order, or with values it does not know, to the nearest budget’s one address', async () => {
    const course = french[0]!;
    const campus = course.campuses[0]!;
    const reordered = await page(
      `/cout-des-etudes?housing=studio&campus=${campus.slug}&course=${course.slug}&fees=non-eu`,
    );
    expect(reordered.status).toBe(308);
    expect(reordered.headers.get('location')).toMatch(
      new RegExp(`/cout-des-etudes\\?course=${course.slug}&campus=${campus.slug}&housing=studio$`),
    );
    // The shape is wrong (the proxy says it) and then the course is unknown (the page does).
    const unknown = await page('/cout-des-etudes?course=no-such-course&fees=martian&housing=castle');
    expect(unknown.status).toBe(308);
    expect(unknown.headers.get('location')).toMatch(/\/cout-des-etudes\?course=no-such-course$/);
    const gone = await page('/cout-des-etudes?course=no-such-course');
    expect(gone.status).toBe(307);
    expect(gone.headers.get('location')).toMatch(/\/cout-des-etudes$/);
    const country = await page(`/en/cost-of-studying?level=bac-3-bachelor-level&country=ZZ`);
    expect(country.status).toBe(307);
    expect(country.headers.get('location')).toMatch(/\/en\/cost-of-studying\?level=bac-3-bachelor-level$/);
    // The internal route is not an address.
    expect((await page('/cost-budget/none')).status).toBe(404);
    expect((await page('/en/cost-budget/none')).status).toBe(404);
    const empty = await page('/en/cost-of-studying');
    expect(empty.status).toBe(200);
    expect(decodeEntities(empty.html)).toContain('Choose a course or a level to see the budget.');
  });

  it("shows each campus's year on the course page, and its tuition per fee band as offers", async () => {
    const course = french.find((c) => c.campuses.length > 1)!;
    const { html } = await page(`/formations/${course.slug}`);
    const summary = decodeEntities(html.slice(html.indexOf('Ce que coûte une année')));
    for (const campus of course.campuses) {
      const eu = expectedYear(costs, campus.livingCosts, course.tuition, {
        band: 'eu',
        housing: 'residence',
        route: 'full-time',
      });
      const row = new RegExp(`${campus.city}</th><td>([^<]*)</td><td>([^<]*)</td>`).exec(summary);
      expect(row, campus.city).not.toBeNull();
      expect(amounts(row![1]!)[0]).toBe(eu);
    }
    const offers = [...html.matchAll(/"@type":"Offer"[^}]*"price":(\d+)/g)].map((match) => Number(match[1]));
    expect(offers).toEqual([course.tuition.eu, course.tuition.nonEu]);
  });
});

describe('a budget for a student from a guide’s country, for an intake', () => {
  /** A guide's figure as the CMS gives it (PostgreSQL answers a decimal as a string). */
  type GuideFigure = {
    amount: number | string;
    academicYear: string;
    publishedOn: string;
    source: string;
    sourceEn: string;
    sourceUrl: string | null;
  };
  type Guide = Country & {
    title: string;
    country: string;
    countryCode: string;
    currency: string;
    procedureFeeFigure: GuideFigure;
    travelFigure: GuideFigure;
  };
  async function guide(locale: 'fr' | 'en', code: string): Promise<Guide> {
    const { json } = await cms('/country-guides', {
      locale,
      query: {
        fields: ['title', 'country', 'countryCode', 'currency'],
        populate: { procedureFeeFigure: true, travelFigure: true },
        filters: { countryCode: code },
      },
    });
    const found = (json?.data as Guide[])[0]!;
    return {
      ...found,
      procedureFee: Number(found.procedureFeeFigure.amount),
      travel: Number(found.travelFigure.amount),
    };
  }
  /** The budget table's row of a line, by its name. */
  const row = (html: string, name: string) =>
    new RegExp(`<th scope="row">${name}[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';

  it('adds the country’s procedure fee and fare, and gives the main amounts in its currency at the editors’ rate', async () => {
    const senegal = await guide('fr', 'SN');
    expect(senegal.currency).toBe('XOF');
    const course = french[0]!;
    const campus = course.campuses[0]!;
    const path = `/cout-des-etudes?${query({ course: course.slug, campus: campus.slug, country: 'SN' })}`;
    const { perYear, html } = await totals(path);
    const choices = { band: 'non-eu', housing: 'residence', route: 'full-time' } as const;
    expect(perYear).toBe(expectedYear(costs, campus.livingCosts, course.tuition, choices, senegal));
    expect(html).toContain('Frais de la procédure Études en France');
    // The fee and the fare name their own source, the year they are published for and the day, as
    // the national figures do (issue 56), and link to the guide, named by its title, which says
    // "depuis le Sénégal" as French does.
    const day = (iso: string) => formatDate('fr', `${iso}T12:00:00Z`);
    for (const [name, figure] of [
      ['Frais de la procédure Études en France', senegal.procedureFeeFigure],
      ['Voyage \\(aller simple\\)', senegal.travelFigure],
    ] as const) {
      const line = row(html.replace(/<!-- -->/g, ''), name);
      expect(line, name).toContain(figure.source);
      expect(line, name).toContain(`publié le ${day(figure.publishedOn)}`);
      expect(line, name).toContain(`Guide : ${senegal.title}`);
      if (figure.sourceUrl) expect(line, name).toContain(`href="${figure.sourceUrl}"`);
    }
    expect(senegal.procedureFeeFigure.source).toContain('Campus France Sénégal');
    expect(senegal.procedureFeeFigure.academicYear).toMatch(/^\d{4}-\d{4}$/);
    expect(senegal.travelFigure.source).toMatch(/^Estimation du réseau : .*Dakar–Paris/);
    expect(senegal.title).toContain('depuis le Sénégal');
    // The CFA franc is pegged: 655.957 to the euro, whole francs.
    const cfa = Math.round(perYear! * 655.957);
    expect(html.replace(/[\s\u202f\u00a0]/g, '')).toContain(
      `≈${cfa.toLocaleString('fr-FR').replace(/[\s\u202f\u00a0]/g, '')}FCFA`,
    );
    expect(html).toContain('En francs CFA (BCEAO), au taux fixe de 655,957 pour 1 € (parité fixée avec l’euro');
    expect(html.replace(/<!-- -->/g, '')).toMatch(/Dépôt de garantie<span[^>]*> \(remboursable\)/);
  });

  it('dates the budget by its intake’s academic year and marks the figures not yet published for it, in English', async () => {
    const english = await courses('en');
    const { json } = await cms('/entry-years', {
      locale: 'en',
      query: { fields: ['slug', 'label', 'startDate'], sort: ['startDate:asc'] },
    });
    const intakes = (json?.data as Array<{ slug: string; label: string; startDate: string }>).filter(
      (intake) => intake.startDate.slice(5, 7) === '09',
    );
    const september = intakes[0]!;
    const offering = await cms('/courses', {
      locale: 'en',
      query: { fields: ['slug'], filters: { entryYears: { slug: september.slug } }, pagination: { limit: 100 } },
    });
    const slugs = new Set((offering.json?.data as Array<{ slug: string }>).map((course) => course.slug));
    const course = english.find((candidate) => slugs.has(candidate.slug))!;
    expect(course, `a course with the ${september.label}`).toBeDefined();
    const year = Number(september.startDate.slice(0, 4));
    const { html, status } = await page(
      `/en/cost-of-studying?${query({ course: course.slug, intake: september.slug, country: 'BR' })}`,
    );
    expect(status).toBe(200);
    const text = decodeEntities(html);
    expect(text).toContain(`Budget for the ${year}-${year + 1} academic year, for the intake: ${september.label}.`);
    expect(text).toContain(`${costs.academicYear} figure: the ${year}-${year + 1} one is not published yet`);
    expect(text).toMatch(/≈ R\$[\d,]+/);
    // English pages name each source in English.
    expect(text).toContain('Network fees (demo figures)');
    expect(text).not.toContain('Tarifs du réseau');
    expect(text).not.toContain('Estimation du réseau');
    expect(text).not.toContain('ressources exigées');
  });
});

describe('a budget for a student whose country’s calendar closes an intake', () => {
  const level = 'bac-5-master-level';
  /** The Master's path of the guide's page: each intake, said too late or not, and its aid whose step is to hurry. */
  async function guideSays(slug: string) {
    const guidePage = await page(contentPath.countryGuide('en', slug));
    expect(guidePage.status).toBe(200);
    const html = decodeEntities(guidePage.html);
    const start = html.indexOf(`id="path-${level}"`);
    expect(start, 'the guide has a Master’s path').toBeGreaterThan(-1);
    const path = html.slice(
      start,
      html.indexOf('id="path-', start + 10) === -1 ? undefined : html.indexOf('id="path-', start + 10),
    );
    // The intakes' disclosures (the page's other disclosures, its FAQ, come after the last path).
    const intakes = [...path.matchAll(/<details[^>]*>([\s\S]*?)<\/details>/g)].filter(([, body]) =>
      body!.includes('(classes start on'),
    );
    return intakes.map(([, intake]) => ({
      label: /<summary>([^<(]+?) \(/.exec(intake!)![1]!,
      closed: intake!.includes('Too late for this intake'),
      aidTooLate: [
        ...intake!.matchAll(/<p class="[^"]*stepTitle[^"]*">([^<]+)<\/p>(?:(?!<li)[\s\S])*?class="[^"]*tooLate/g),
      ].map(([, title]) => title!),
    }));
  }

  it('offers only the intakes the guide still allows, and the aid the guide offers for it', async () => {
    const { json } = await cms('/country-guides', {
      locale: 'en',
      query: { fields: ['slug'], filters: { countryCode: 'IN' } },
    });
    const india = (json?.data as Array<{ slug: string }>)[0]!;
    const intakes = await guideSays(india.slug);
    const open = intakes.filter((intake) => !intake.closed);
    expect(open.length, 'the demo always has an intake a guide opens').toBeGreaterThan(0);

    const budget = await page(`/en/cost-of-studying?${query({ level, country: 'IN' })}`);
    expect(budget.status).toBe(200);
    const html = decodeEntities(budget.html);
    const select = /<select[^>]*name="intake"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const offered = [...select.matchAll(/<option[^>]*>([^<]+)<\/option>/g)].map(([, label]) =>
      label!.replace(/^The next one \((.+)\)$/, '$1'),
    );
    expect(offered).toEqual(open.map((intake) => intake.label));
    // No campus chosen: the budget says it took one.
    expect(html).toContain('You have not chosen a campus: here is the budget on the first in the list.');
    // The aid the guide says to hurry a step for (its usual date is after the deadline) is the
    // budget's too: one rule for both (obtainableBy); the early-enrolment reduction, whose admission
    // cannot follow the March interview, is in neither.
    for (const title of open[0]!.aidTooLate) {
      expect(html).toContain(`<h4>${title}</h4>`);
      // And says, as the guide does, to do its step sooner than usual (issue 56).
      const item = html.slice(
        html.indexOf(`<h4>${title}</h4>`),
        html.indexOf('</li>', html.indexOf(`<h4>${title}</h4>`)),
      );
      expect(item, title).toMatch(
        /To get it, [^<]+ sooner than usual: by [^<]+, where your country’s timeline plans it on /,
      );
    }
    const guideHtml = decodeEntities((await page(contentPath.countryGuide('en', india.slug))).html);
    for (const title of ['Early enrolment reduction'])
      expect(html.includes(`<h4>${title}</h4>`), title).toBe(guideHtml.includes(`>${title}<`));
    // Not offered through Études en France (docs/decisions/cost-calculator.md): both say why, in one line.
    expect(html).not.toContain('<h4>Early enrolment reduction</h4>');
    expect(html).toContain(
      'Not offered from your country, whose route is Études en France: Early enrolment reduction. Admission there only comes after the Campus France interview, too late for its deadline.',
    );
    expect(guideHtml).toContain(
      'Not offered through Études en France: Early enrolment reduction. Admission there only comes after the Campus France interview, too late for its deadline.',
    );
    // With the country chosen, its procedures were checked: none of the caveat a budget without one gives.
    expect(html).not.toContain('choose your country to see only the aid you can get');

    // An address naming an intake the guide closes: the budget without it, at its own address.
    const closed = intakes.find((intake) => intake.closed);
    if (closed) {
      const { json: years } = await cms('/entry-years', { locale: 'en', query: { fields: ['slug', 'label'] } });
      const slug = (years?.data as Array<{ slug: string; label: string }>).find((y) => y.label === closed.label)!.slug;
      const asked = await page(`/en/cost-of-studying?${query({ level, intake: slug, country: 'IN' })}`);
      expect(asked.status).toBe(307);
      expect(asked.headers.get('location')).toContain(`?${query({ level, country: 'IN' })}`);
    }
  });
});

describe('a budget’s aid whose step the student must hurry', () => {
  it('says to do it sooner than usual, as the guide does for the same aid, in both languages', async () => {
    // Brazil's Master's: the Latin America scholarship asks for an admission by its deadline, which
    // the guide's timeline usually dates after it (accept your offer sooner).
    const level = { fr: 'bac-5-mastere-mba', en: 'bac-5-master-level' } as const;
    const calculator = { fr: '/cout-des-etudes', en: '/en/cost-of-studying' } as const;
    const sooner = {
      fr: /Pour l’obtenir, [^<]+ plus tôt que d’habitude : avant le [^<]+, alors que le calendrier de votre pays le prévoit le /,
      en: /To get it, [^<]+ sooner than usual: by [^<]+, where your country’s timeline plans it on /,
    };
    let hurried = 0;
    for (const locale of ['en', 'fr'] as const) {
      const { json } = await cms('/country-guides', {
        locale,
        query: { fields: ['slug'], filters: { countryCode: 'BR' } },
      });
      const brazil = (json?.data as Array<{ slug: string }>)[0]!;
      const guide = decodeEntities((await page(contentPath.countryGuide(locale, brazil.slug))).html);
      const path = guide.slice(guide.indexOf(`id="path-${level[locale]}"`));
      // The intake the guide opens, its aid said too late for the step's usual date.
      const open = /<details [^>]*open=""[^>]*>([\s\S]*?)<\/details>/.exec(path)?.[1] ?? '';
      expect(open, `${locale}: an intake the guide opens`).not.toBe('');
      const tooLate = [
        ...open.matchAll(/<p class="[^"]*stepTitle[^"]*">([^<]+)<\/p>(?:(?!<li)[\s\S])*?class="[^"]*tooLate/g),
      ].map(([, title]) => title!);
      const budget = decodeEntities(
        (await page(`${calculator[locale]}?${query({ level: level[locale], country: 'BR' })}`)).html,
      );
      for (const title of tooLate) {
        const start = budget.indexOf(`<h4>${title}</h4>`);
        expect(start, `${locale}: ${title} in the budget`).toBeGreaterThan(-1);
        expect(budget.slice(start, budget.indexOf('</li>', start)), title).toMatch(sooner[locale]);
        hurried += 1;
      }
    }
    expect(hurried, 'the demo has an aid to hurry a step for').toBeGreaterThan(0);
  });
});

describe('the calculator behind the shared cache', () => {
  const varnishUrl = process.env.TEST_VARNISH_URL ?? '';

  it('serves a budget’s address from Varnish the second time', async () => {
    expect(varnishUrl, 'npm test starts Varnish in front of the site').not.toBe('');
    const course = french[1]!;
    const campus = course.campuses[0]!;
    const addresses = [
      '/cout-des-etudes',
      `/cout-des-etudes?${query({ course: course.slug, campus: campus.slug })}`,
      `/cout-des-etudes?${query({ level: 'bac-3-bachelor', country: 'SN', fees: 'non-eu', housing: 'studio' })}`,
    ];
    for (const path of addresses) {
      const first = await fetch(`${varnishUrl}${path}`, { redirect: 'manual' });
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).not.toMatch(/private|no-store/);
      await first.text();
      const second = await fetch(`${varnishUrl}${path}`, { redirect: 'manual' });
      expect(second.headers.get('x-cache'), path).toBe('HIT');
      await second.text();
    }
  });
});

describe('an editor changing a national amount', () => {
  let restore: (() => Promise<unknown>) | undefined;
  afterAll(async () => restore?.());

  it('changes every budget: the calculator and the course pages, in both languages', async () => {
    const token = await adminToken();
    const current = await adminApi(token, 'GET', STUDY_COSTS);
    expect(current.status).toBe(200);
    const data = current.json?.data as Record<string, unknown> & {
      cvec: Figure & { source: string | null; sourceUrl: string | null };
    };
    const course = french[0]!;
    const campus = course.campuses[0]!;
    const path = `/cout-des-etudes?${query({ course: course.slug, campus: campus.slug })}`;
    const before = (await totals(path)).perYear!;
    const english = (await courses('en')).find((c) => c.documentId === course.documentId)!;
    const englishCampus = english.campuses.find((c) => c.city === campus.city)!;
    const englishPath = `/en/cost-of-studying?${query({ course: english.slug, campus: englishCampus.slug })}`;
    const enBefore = (await totals(englishPath)).perYear;
    expect(enBefore).toBe(before);

    const cvec: Record<string, unknown> & Figure = { ...data.cvec };
    delete cvec.id;
    restore = () => adminApi(token, 'PUT', STUDY_COSTS, { ...data, cvec });
    const saved = await adminApi(token, 'PUT', STUDY_COSTS, { ...data, cvec: { ...cvec, amount: cvec.amount + 37 } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    await eventually(async () => expect((await totals(path)).perYear).toBe(before + 37));
    await eventually(async () => expect((await totals(englishPath)).perYear).toBe(before + 37));
    const eu = expectedYear(
      { ...costs, cvec: { amount: costs.cvec.amount + 37 } },
      campus.livingCosts,
      course.tuition,
      {
        band: 'eu',
        housing: 'residence',
        route: 'full-time',
      },
    );
    await eventually(async () => {
      const summary = decodeEntities((await page(`/formations/${course.slug}`)).html);
      expect(amounts(new RegExp(`${campus.city}</th><td>([^<]*)</td>`).exec(summary)![1]!)[0]).toBe(eu);
    });
  });
});

// The form's list of courses is a bounded read (issue 54, docs/decisions/cost-calculator.md): the
// first COURSE_OPTIONS by title, narrowed by the CMS to a level and a campus; any course is budgeted
// from its own address.
describe('the calculator’s list of courses, whatever the number of courses', () => {
  let course: ThrowawayCourse;
  let campus: { documentId: string; slug: string };
  const courseOptions = (html: string) =>
    [...(/<select id="cost-course"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '').matchAll(/<option value="([^"]+)"/g)].map(
      ([, slug]) => slug,
    );

  beforeAll(async () => {
    const level = (
      await cms('/graduation-levels', { query: { fields: ['slug'], filters: { slug: 'bac-3-bachelor' } } })
    ).json?.data as Array<{ documentId: string }>;
    const campuses = (
      await cms('/campuses', {
        query: { fields: ['slug'], filters: { livingCosts: { id: { $notNull: true } } }, sort: ['city:asc'] },
      })
    ).json?.data as Array<{ documentId: string; slug: string }>;
    campus = campuses.at(-1)!;
    // Last by title, so that it is past the list the calculator opens with: the demo has 100 courses.
    course = await publishThrowawayCourse(`Zététique appliquée ${Date.now().toString(36)}`, {
      levelId: level[0]!.documentId,
      campusId: campus.documentId,
      tuition: { eu: 41_000, nonEu: 42_000 },
    });
  });
  afterAll(async () => course?.remove());

  it('lists the first courses by title, says when there are more, and narrows to a level and a campus', async () => {
    const opening = await page('/cout-des-etudes');
    const listed = courseOptions(opening.html);
    expect(listed.length).toBe(COURSE_OPTIONS);
    expect(listed).not.toContain(course.slug);
    expect(decodeEntities(opening.html)).toContain('choisissez un niveau et un campus pour voir les leurs');

    const narrowed = await page(`/cout-des-etudes?${query({ level: 'bac-3-bachelor', campus: campus.slug })}`);
    expect(narrowed.status).toBe(200);
    const onCampus = courseOptions(narrowed.html);
    expect(onCampus).toContain(course.slug);
    const { json } = await cms('/courses', {
      query: {
        fields: ['slug'],
        filters: { graduationLevel: { slug: 'bac-3-bachelor' }, campuses: { slug: campus.slug } },
        pagination: { limit: 100 },
      },
    });
    expect(onCampus.sort()).toEqual((json?.data as Array<{ slug: string }>).map((c) => c.slug).sort());
    expect(decodeEntities(narrowed.html)).not.toContain('pour voir les leurs');
  });

  it('budgets a course past the list from its own address, and offers it in the form', async () => {
    const path = `/cout-des-etudes?${query({ course: course.slug })}`;
    const { perYear, html } = await totals(path);
    const living = (
      await cms('/campuses', { query: { filters: { slug: campus.slug }, populate: { livingCosts: true } } })
    ).json?.data as Array<{ city: string; livingCosts: Living }>;
    const tuition = {
      eu: 41_000,
      nonEu: 42_000,
      applicationFee: null,
      workStudy: false,
      salaryMin: null,
      salaryMax: null,
    };
    expect(perYear).toBe(
      expectedYear(costs, living[0]!.livingCosts, tuition, {
        band: 'non-eu',
        housing: 'residence',
        route: 'full-time',
      }),
    );
    expect(html).toContain(`${course.title} à ${living[0]!.city}`);
    expect(courseOptions(html)).toContain(course.slug);
  });
});
