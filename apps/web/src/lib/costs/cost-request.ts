import { isSlug } from '@/lib/cms/slug';
import type { CostCampus, CostCountry, CostCourse, CostLevel, TuitionBand } from '@/lib/cms/resources/study-costs';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import type { Tuition } from '@/lib/cms/schemas/study-costs';
import { FEE_BANDS, HOUSINGS, ROUTES, type BudgetChoices } from './budget';
import { countryAllows } from './country-calendar';
import type { IntakeTimeline } from '@/lib/guides/intake-timeline';

/**
 * The calculator's address parameters, in the order of its one address per set of choices
 * (docs/decisions/cost-calculator.md): the proxy redirects any other order, and the page any
 * value the CMS does not know, to that address.
 */
export const COST_PARAMS = ['course', 'level', 'campus', 'intake', 'country', 'route', 'fees', 'housing'] as const;
type CostParam = (typeof COST_PARAMS)[number];

export type CostRequest = {
  course: string | null;
  level: string | null;
  campus: string | null;
  /** The intake's slug: the budget is for its academic year. */
  intake: string | null;
  /** The student's country (ISO 3166-1 alpha-2), from the guides. */
  country: string | null;
  choices: BudgetChoices;
};

/** The internal route's key of the calculator without choices. */
export const NO_CHOICES = 'none';

const DEFAULTS: BudgetChoices = { route: ROUTES[0], band: FEE_BANDS[0], housing: HOUSINGS[0] };
const oneOf = <T extends string>(values: readonly T[], value: string | null): T =>
  values.find((known) => known === value) ?? values[0]!;
const slugOf = (value: string | null): string | null => (value && isSlug(value) ? value : null);
const countryOf = (value: string | null): string | null =>
  value && /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : null;

/** The choices an address names; a value of the wrong shape is left out (a radio's: its first choice). */
export function costRequest(search: URLSearchParams): CostRequest {
  return {
    course: slugOf(search.get('course')),
    level: slugOf(search.get('level')),
    campus: slugOf(search.get('campus')),
    intake: slugOf(search.get('intake')),
    country: countryOf(search.get('country')),
    choices: {
      route: oneOf(ROUTES, search.get('route')),
      band: oneOf(FEE_BANDS, search.get('fees')),
      housing: oneOf(HOUSINGS, search.get('housing')),
    },
  };
}

/** The one query of a set of choices: parameters in a fixed order, first choices of the radios left out. */
export function costQuery(request: CostRequest): string {
  const values: Record<CostParam, string | null> = {
    course: request.course,
    level: request.level,
    campus: request.campus,
    intake: request.intake,
    country: request.country,
    route: request.choices.route === DEFAULTS.route ? null : request.choices.route,
    fees: request.choices.band === DEFAULTS.band ? null : request.choices.band,
    housing: request.choices.housing === DEFAULTS.housing ? null : request.choices.housing,
  };
  const query = new URLSearchParams();
  for (const name of COST_PARAMS) if (values[name]) query.set(name, values[name]);
  return query.toString();
}

export const isCostParam = (name: string): boolean => (COST_PARAMS as readonly string[]).includes(name);

/** The calculator's parameters of a query, as they were asked (order and values kept). */
export const askedCostQuery = (search: URLSearchParams): string =>
  new URLSearchParams([...search].filter(([name]) => isCostParam(name))).toString();

/** The internal route's key of an address's choices (a path segment; `none` for the calculator alone). */
export const costKey = (search: URLSearchParams): string => costQuery(costRequest(search)) || NO_CHOICES;

/** The choices a path segment names (encoded or not), or null for a segment the proxy would not write. */
export function costRequestOfKey(segment: string): CostRequest | null {
  let key: string;
  try {
    key = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (key === NO_CHOICES) return costRequest(new URLSearchParams());
  const request = costRequest(new URLSearchParams(key));
  return costQuery(request) === key ? request : null;
}

/**
 * The intakes a budget can be made for: those still to come, of the course when one is chosen,
 * and, with the student's country, those its guide still allows (`calendar`, countryCalendar).
 */
export function intakesFor(
  intakes: readonly IntakeDate[],
  course: CostCourse | null,
  today: string,
  calendar: Map<string, IntakeTimeline> | null = null,
): Array<IntakeDate & { startDate: string }> {
  const offered = course && course.entryYears.length > 0 ? course.entryYears : intakes;
  return offered
    .filter((intake): intake is IntakeDate & { startDate: string } => !!intake.startDate && intake.startDate > today)
    .filter((intake) => countryAllows(calendar, intake.slug))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/**
 * The nearest address the CMS knows: the choices without a course, level, campus, intake or
 * country it does not have (an intake the course does not offer, that has begun, or that the
 * student's country no longer allows, `calendar`, included).
 * The same request when every value is known. `course` is the course the address names as the CMS
 * has it (null when it has none, or none with its tuition). `countries` is null when the guides
 * could not be read: a country is then kept (the budget is made without it) rather than sent
 * elsewhere for what is the CMS's failure, not the address's.
 */
export function knownRequest(
  request: CostRequest,
  known: {
    course: CostCourse | null;
    levels: readonly CostLevel[];
    campuses: readonly CostCampus[];
    intakes: readonly IntakeDate[];
    countries: readonly CostCountry[] | null;
    calendar?: Map<string, IntakeTimeline> | null;
  },
  today: string,
): CostRequest {
  const course = known.course && known.course.slug === request.course ? known.course : null;
  const has = <T>(list: readonly T[], test: (item: T) => boolean) => list.some(test);
  return {
    ...request,
    course: course ? course.slug : null,
    level: request.level && has(known.levels, (level) => level.slug === request.level) ? request.level : null,
    campus: request.campus && has(known.campuses, (campus) => campus.slug === request.campus) ? request.campus : null,
    intake:
      request.intake &&
      has(intakesFor(known.intakes, course, today, known.calendar), (intake) => intake.slug === request.intake)
        ? request.intake
        : null,
    country:
      request.country &&
      (known.countries === null || has(known.countries, (country) => country.countryCode === request.country))
        ? request.country
        : null,
  };
}

/** Why the budget is not exactly what the address asked for. */
export type CostNotice = 'notOnCampus' | 'noCourseOnCampus' | 'chooseCourse' | 'noIntakeFromCountry' | 'campusPicked';

export type CostSelection = {
  course: CostCourse & { tuition: Tuition };
  campus: CostCampus & { livingCosts: NonNullable<CostCampus['livingCosts']> };
  /** `level`: the course is the least expensive of that level on the campus, the address naming only a level. */
  basis: 'course' | 'level';
};

/** A course with its tuition: the only kind a budget can be made for. */
export const withFigures = (course: CostCourse | null): course is CostSelection['course'] =>
  course !== null && course.tuition !== null;
const hasCosts = (campus: CostCampus): campus is CostSelection['campus'] => campus.livingCosts !== null;

/** The fee a budget's tuition is, by the band chosen: the cheapest course of a level is the cheapest at it. */
export const tuitionBand = (choices: BudgetChoices): TuitionBand => (choices.band === 'eu' ? 'eu' : 'nonEu');

/**
 * The campus of a budget by level (the address names a level and no course): the chosen one when
 * it has its living costs, the first that has them otherwise. The page asks the CMS for the least
 * expensive course of the level there.
 */
export function levelCampusOf(request: CostRequest, campuses: readonly CostCampus[]): CostSelection['campus'] | null {
  const costed = campuses.filter(hasCosts);
  return costed.find((campus) => campus.slug === request.campus) ?? costed[0] ?? null;
}

/**
 * The course and campus a budget is made for. A course taught elsewhere is budgeted on its first
 * campus; a level alone, with `cheapest`, the least expensive course of that level on the campus
 * of levelCampusOf (null when it has none). No selection when nothing is chosen yet (the page
 * shows the form only), with what the address got wrong.
 */
export function costSelection(
  request: CostRequest,
  { named, cheapest }: { named: CostCourse | null; cheapest: CostCourse | null },
  campuses: readonly CostCampus[],
): { selection: CostSelection | null; notices: CostNotice[] } {
  const notices: CostNotice[] = [];
  const costed = campuses.filter(hasCosts);
  const chosenCampus = costed.find((campus) => campus.slug === request.campus);

  if (request.course && withFigures(named) && named.slug === request.course) {
    const taughtOn = (campus: CostCampus) => named.campuses.some((where) => where.slug === campus.slug);
    const campus = chosenCampus && taughtOn(chosenCampus) ? chosenCampus : costed.find(taughtOn);
    if (!campus) return { selection: null, notices };
    if (chosenCampus && campus !== chosenCampus) notices.push('notOnCampus');
    // A campus the student did not choose, among several: said, so they can choose theirs.
    if (!request.campus && costed.filter(taughtOn).length > 1) notices.push('campusPicked');
    return { selection: { course: named, campus, basis: 'course' }, notices };
  }
  if (!request.level) {
    if (request.campus && !request.course) notices.push('chooseCourse');
    return { selection: null, notices };
  }
  const campus = levelCampusOf(request, campuses);
  if (!campus) return { selection: null, notices };
  if (!withFigures(cheapest)) {
    notices.push('noCourseOnCampus');
    return { selection: null, notices };
  }
  if (!chosenCampus && costed.length > 1) notices.push('campusPicked');
  return { selection: { course: cheapest, campus, basis: 'level' }, notices };
}
