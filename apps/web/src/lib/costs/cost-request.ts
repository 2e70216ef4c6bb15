import { isSlug } from '@/lib/cms/slug';
import type { CostCampus, CostCourse } from '@/lib/cms/resources/study-costs';
import type { Tuition } from '@/lib/cms/schemas/study-costs';
import { firstParam } from '@/lib/search-params';
import { FEE_BANDS, HOUSINGS, ROUTES, type BudgetChoices } from './budget';

/** The calculator's address parameters: one address per set of choices, which the form's GET writes. */
export const COST_PARAMS = ['course', 'level', 'campus', 'route', 'fees', 'housing'] as const;

export type CostRequest = {
  course: string | null;
  level: string | null;
  campus: string | null;
  choices: BudgetChoices;
};

type Query = Record<string, string | string[] | undefined>;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T =>
  values.find((known) => known === value) ?? values[0]!;
const slugOf = (value: string | undefined): string | null => (value && isSlug(value) ? value : null);

/** The choices an address names; a value it does not know is read as the first choice. */
export function costRequest(query: Query): CostRequest {
  return {
    course: slugOf(firstParam(query.course)),
    level: slugOf(firstParam(query.level)),
    campus: slugOf(firstParam(query.campus)),
    choices: {
      route: oneOf(ROUTES, firstParam(query.route)),
      band: oneOf(FEE_BANDS, firstParam(query.fees)),
      housing: oneOf(HOUSINGS, firstParam(query.housing)),
    },
  };
}

/** Why the budget is not exactly what the address asked for. */
export type CostNotice = 'unknownCourse' | 'notOnCampus' | 'noCourseOnCampus' | 'chooseCourse';

export type CostSelection = {
  course: CostCourse & { tuition: Tuition };
  campus: CostCampus & { livingCosts: NonNullable<CostCampus['livingCosts']> };
  /** `level`: the course is the least expensive of that level on the campus, the address naming only a level. */
  basis: 'course' | 'level';
};

const withFigures = (course: CostCourse): course is CostSelection['course'] => course.tuition !== null;
const hasCosts = (campus: CostCampus): campus is CostSelection['campus'] => campus.livingCosts !== null;

/**
 * The course and campus a budget is made for. A course taught elsewhere is budgeted on its first
 * campus; a level alone, with the least expensive course of that level on the campus. No selection
 * when nothing is chosen yet (the page shows the form only), with what the address got wrong.
 */
export function costSelection(
  request: CostRequest,
  courses: readonly CostCourse[],
  campuses: readonly CostCampus[],
): { selection: CostSelection | null; notices: CostNotice[] } {
  const notices: CostNotice[] = [];
  const priced = courses.filter(withFigures);
  const costed = campuses.filter(hasCosts);
  const named = request.course ? priced.find((course) => course.slug === request.course) : undefined;
  if (request.course && !named) notices.push('unknownCourse');
  const chosenCampus = costed.find((campus) => campus.slug === request.campus);

  if (named) {
    const taughtOn = (campus: CostCampus) => named.campuses.some((where) => where.slug === campus.slug);
    const campus = chosenCampus && taughtOn(chosenCampus) ? chosenCampus : costed.find(taughtOn);
    if (!campus) return { selection: null, notices };
    if (chosenCampus && campus !== chosenCampus) notices.push('notOnCampus');
    return { selection: { course: named, campus, basis: 'course' }, notices };
  }
  if (!request.level) {
    if (request.campus && !request.course) notices.push('chooseCourse');
    return { selection: null, notices };
  }
  const campus = chosenCampus ?? costed[0];
  if (!campus) return { selection: null, notices };
  const band = request.choices.band === 'eu' ? 'eu' : 'nonEu';
  const cheapest = priced
    .filter((course) => course.graduationLevel?.slug === request.level)
    .filter((course) => course.campuses.some((where) => where.slug === campus.slug))
    .sort((a, b) => a.tuition[band] - b.tuition[band])[0];
  if (!cheapest) {
    notices.push('noCourseOnCampus');
    return { selection: null, notices };
  }
  return { selection: { course: cheapest, campus, basis: 'level' }, notices };
}
