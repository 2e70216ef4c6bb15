import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { academicYearOf } from '@/lib/time/academic-year-of';
import { intakeTimelines, ownLatest, usualDate, type IntakeTimeline } from './intake-timeline';
import { levelSteps } from './level-steps';
import { needsWithin } from './steps-by-needs';

// What an editor checks in a guide before students read it (issue 56): each level's steps dated
// for each intake, and what a second read of an adviser found: a step moved after its usual
// date by one it needs, a latest date after one of a step needing it, a document asked for before
// the step that gives it (the gaokao's results at a January file), and figures older than the
// academic year (the national ones, the guide's procedure fee and fare) or given without a source.

export type ReviewFinding =
  /** Dated after its usual date: a step it needs is usually done later. */
  | { kind: 'moved'; step: string; usual: string; date: string }
  /** Its own latest date falls after that of a step needing it. */
  | { kind: 'latestAfterNeeding'; step: string; latest: string; needing: string; needingLatest: string }
  /** Asks, on its date, for a document that a step dated later gives. */
  | { kind: 'askedBeforeProduced'; step: string; date: string; document: string; producer: string; producedOn: string };

export type LevelReview = {
  /** The level's name; null for a guide without level paths. */
  level: string | null;
  timelines: IntakeTimeline[];
  findings: ReviewFinding[];
};

function findingsOf(timeline: IntakeTimeline): ReviewFinding[] {
  const { steps, intake } = timeline;
  const findings: ReviewFinding[] = [];
  for (const step of steps) {
    const usual = usualDate(step, intake.startDate);
    if (step.date !== usual) findings.push({ kind: 'moved', step: step.title, usual, date: step.date });
    const own = ownLatest(step, intake.startDate);
    for (const needing of steps.filter((other) => needsWithin(other, steps).includes(step))) {
      const needingOwn = ownLatest(needing, intake.startDate);
      if (own && needingOwn && own > needingOwn)
        findings.push({
          kind: 'latestAfterNeeding',
          step: step.title,
          latest: own,
          needing: needing.title,
          needingLatest: needingOwn,
        });
    }
  }
  for (const step of steps)
    for (const document of step.asks)
      for (const producer of steps.filter((other) => other.produces.includes(document) && other.date > step.date))
        findings.push({
          kind: 'askedBeforeProduced',
          step: step.title,
          date: step.date,
          document,
          producer: producer.title,
          producedOn: producer.date,
        });
  return findings;
}

/** Each level of a guide, its timelines for the intakes to come and what to check in them (once each). */
export function reviewGuide(
  guide: Pick<CountryGuide, 'steps' | 'levelPaths'>,
  intakes: readonly IntakeDate[],
  today: string,
): LevelReview[] {
  const levels = guide.levelPaths.length > 0 ? guide.levelPaths : [null];
  return levels.map((path) => {
    const steps = path ? levelSteps(guide.steps, path.steps) : guide.steps;
    const timelines = intakeTimelines(steps, intakes, today);
    const seen = new Set<string>();
    const findings = timelines.flatMap(findingsOf).filter((finding) => {
      const key = JSON.stringify({
        ...finding,
        usual: undefined,
        date: undefined,
        latest: undefined,
        needingLatest: undefined,
        producedOn: undefined,
      });
      return !seen.has(key) && seen.add(key);
    });
    return { level: path?.graduationLevel?.label ?? null, timelines, findings };
  });
}

export type StaleFigure = { name: string; academicYear: string };

/** A guide's own figures, named apart from the national ones (the guide's fare replaces the network's). */
export type GuideFigures = Pick<CountryGuide, 'procedureFeeFigure' | 'travelFigure'>;
const guideFiguresOf = (guide: GuideFigures) => ({
  guideProcedureFee: guide.procedureFeeFigure,
  guideTravel: guide.travelFigure,
});

/**
 * The figures published for a year before the current academic year, to update: the national
 * ones and, with a guide, its procedure fee and fare.
 */
export function staleFigures(national: NationalCosts | null, today: string, guide?: GuideFigures): StaleFigure[] {
  const current = academicYearOf(today);
  const figures = {
    ...(national && {
      cvec: national.cvec,
      healthInsurance: national.healthInsurance,
      visaFee: national.visaFee,
      visaValidation: national.visaValidation,
      visaResources: national.visaResources,
      travel: national.travel,
      setup: national.setup,
      diplomaRecognition: national.diplomaRecognition,
    }),
    ...(guide && guideFiguresOf(guide)),
  };
  return Object.entries(figures).flatMap(([name, figure]) =>
    figure?.academicYear && figure.academicYear < current ? [{ name, academicYear: figure.academicYear }] : [],
  );
}

/**
 * A guide's figures without an academic year or a source: a family could not tell which year's
 * amount it reads, nor check it (the national figures take the entry's year when they have none).
 */
export function unsourcedFigures(guide: GuideFigures): string[] {
  return Object.entries(guideFiguresOf(guide)).flatMap(([name, figure]) =>
    figure && (!figure.academicYear || !(figure.source.fr || figure.source.en || figure.sourceUrl)) ? [name] : [],
  );
}
