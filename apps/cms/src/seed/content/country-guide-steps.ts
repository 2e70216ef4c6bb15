// The steps of the country guides (requirements 10.18) and the rules that keep them walkable: each
// step names the steps it needs, is dated after them, and may have a latest date past which the
// intake can no longer be made. The site dates them back from each intake (apps/web/src/lib/guides).
import type { Bilingual } from '../bilingual';
import { secondMonday } from '../lib/demo-calendar';
import type { LevelKey } from './graduation-levels';

/** The steps every level walks. */
export const COMMON_STEP_KEYS = [
  'choose',
  'file',
  'interview',
  'admission',
  'housing',
  'visa',
  'flight',
  'arrival',
] as const;
export type CommonStepKey = (typeof COMMON_STEP_KEYS)[number];

/** The steps of one level only: the Bachelor's final school results, the Master's degree papers. */
export const LEVEL_STEP_KEYS = { bac3: 'results', bac5: 'degree' } as const;
export type LevelStepKey = (typeof LEVEL_STEP_KEYS)[keyof typeof LEVEL_STEP_KEYS];
export type StepKey = CommonStepKey | LevelStepKey;

/**
 * The documents a step asks for or gives the student. One that no step of a level gives is one the
 * student already holds (a passport, the school records). The final admission is what the visa
 * asks for, whatever the level; the results behind it are named for the exam where the guide names
 * it, so that no earlier step can ask for them by another name.
 */
export const DOCUMENT_KEYS = [
  'school-records',
  'university-transcripts',
  'enrolment-certificate',
  'housing-proof',
  'final-results',
  'bac-or-gce-results',
  'official-exam-results',
  'graduation-exam-results',
  'gaokao-results',
  'ensino-medio-certificate',
  'degree-results',
  'final-admission',
  'visa',
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

/**
 * The levels a guide gives a path for. Bac+2 (the BTS) is left out: it is entered after secondary
 * school like the Bachelor's first year, in September only, so its path would repeat the
 * Bachelor's word for word; the guide's language table still quotes its own level.
 */
export const GUIDE_LEVELS = ['bac3', 'bac5'] as const satisfies readonly LevelKey[];
export type GuideLevel = (typeof GUIDE_LEVELS)[number];

export interface GuideStepSeed {
  key: StepKey;
  title: Bilingual<string>;
  description: Bilingual<string>;
  /** The steps done before this one. A need the level being read has not is left out. */
  needs: readonly StepKey[];
  /** The documents it asks for: none may come from a step dated after it. */
  asks: readonly DocumentKey[];
  /** The documents it gives the student. */
  produces: readonly DocumentKey[];
  /** How many weeks before the first day of the intake this step is usually done. */
  weeksBeforeIntake: number;
  /**
   * The day of the year it is done on instead, whatever the intake ("07-05"): a step the country's
   * calendar sets (an exam's results come out in late June for a September intake and for the
   * January one after it alike). Dated on the last such day before the intake (usualDate).
   */
  onDay?: string;
  /** The latest it can be done; past it, the intake can no longer be made. */
  deadlineWeeksBeforeIntake?: number;
}

export interface LevelPathSeed {
  level: GuideLevel;
  /** Who may enter: the diploma and, for a later year, what more. */
  requirements: Bilingual<string>;
  /** The diploma our schools assess (and the one to have recognised for a job). */
  diploma: Bilingual<string>;
  /** The year the student enters: first, or a later one and on what condition. */
  entryYear: Bilingual<string>;
  /** This level's own steps, and the common ones it rewrites (same key). */
  steps: readonly GuideStepSeed[];
}

/** When each step is usually done and what it needs, for a September intake. */
export interface StepTiming {
  weeks: number;
  needs: readonly StepKey[];
  deadline?: number;
  /** The day of the year the step is done on whatever the intake ("07-05"); null: by its weeks. */
  day?: string | null;
}

// The file is submitted in January and the interview held in March; the housing is found before
// the visa, whose file asks for it; the flight is bought once the visa is granted. Each latest date
// leaves time for what follows it: the procedure's closing, a last interview, the consulate.
// The final results come out when the country's exams publish them (by 5 July unless a guide says
// otherwise), whatever the intake: before the September intake's admission is final, and in the
// summer before a January or February intake, whose admission then comes after them (issue 56:
// China's January path dated its gaokao results in November). So they need only the choice of
// schools to send them to, and the visa needs them.
export const DEFAULT_TIMING: Record<StepKey, StepTiming> = {
  choose: { weeks: 40, needs: [] },
  degree: { weeks: 36, needs: ['choose'] },
  file: { weeks: 32, needs: ['choose', 'degree'], deadline: 16 },
  interview: { weeks: 24, needs: ['file'], deadline: 10 },
  admission: { weeks: 18, needs: ['interview'] },
  housing: { weeks: 14, needs: ['admission'] },
  results: { weeks: 10, needs: ['choose'], day: '07-05' },
  visa: { weeks: 8, needs: ['interview', 'admission', 'housing', 'results'], deadline: 4 },
  flight: { weeks: 5, needs: ['visa'] },
  arrival: { weeks: 1, needs: ['flight'] },
};

/** What a step asks for and gives. */
export interface StepDocuments {
  asks: readonly DocumentKey[];
  produces: readonly DocumentKey[];
}

// As the steps' texts say: the file holds the whole education history (a final-year student's
// report cards, a Master's applicant's transcripts so far); the visa, the enrolment certificate,
// the proof of housing and the admission the final results make final. `results` is the
// Bachelor's: the Master's path gives its own.
export const DEFAULT_DOCUMENTS: Record<StepKey, StepDocuments> = {
  choose: { asks: [], produces: [] },
  degree: { asks: [], produces: ['university-transcripts'] },
  file: { asks: ['school-records', 'university-transcripts'], produces: [] },
  interview: { asks: [], produces: [] },
  admission: { asks: [], produces: ['enrolment-certificate'] },
  housing: { asks: [], produces: ['housing-proof'] },
  results: { asks: [], produces: ['final-results', 'final-admission'] },
  visa: { asks: ['enrolment-certificate', 'housing-proof', 'final-admission'], produces: ['visa'] },
  flight: { asks: ['visa'], produces: [] },
  arrival: { asks: ['visa'], produces: [] },
};

/** The common steps with the level's own: a level step of the same key replaces the common one. */
export function stepsOfLevel(common: readonly GuideStepSeed[], path: LevelPathSeed): GuideStepSeed[] {
  const own = new Map(path.steps.map((step) => [step.key, step]));
  const merged = common.map((step) => own.get(step.key) ?? step);
  return [...merged, ...path.steps.filter((step) => !common.some((c) => c.key === step.key))];
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The day a step is usually done for an intake starting on `startDate` (ISO): its day of the year,
 * the last one before the intake, or its weeks before it. The site dates it so
 * (apps/web/src/lib/guides/intake-timeline.ts, usualDate; a unit test holds the two equal).
 */
export function usualDateOf(step: Pick<GuideStepSeed, 'weeksBeforeIntake' | 'onDay'>, startDate: string): string {
  if (!step.onDay) return isoDay(Date.parse(`${startDate}T00:00:00Z`) - step.weeksBeforeIntake * 7 * DAY_MS);
  const year = Number(startDate.slice(0, 4));
  const sameYear = `${year}-${step.onDay}`;
  return sameYear < startDate ? sameYear : `${year - 1}-${step.onDay}`;
}

/** The intakes the seed's check dates the steps for: every season's, over seven years of weekdays. */
const SAMPLE_INTAKES = [2027, 2028, 2029, 2030, 2031, 2032, 2033].flatMap((year) =>
  [0, 1, 8].map((month) => secondMonday(year, month)),
);

/**
 * Throws on a guide whose steps cannot be walked: a need that names no step, a step dated before a
 * step it needs (which also rules out a cycle), a step asking for a document a later step gives, a
 * latest date before the usual one, a level without its path. Checked for each level, on the steps
 * that level reads, and dated for intakes of every season (a step on a day of the year falls in
 * the summer before a January intake).
 */
export function checkSteps(
  countryCode: string,
  common: readonly GuideStepSeed[],
  paths: readonly LevelPathSeed[],
): void {
  const fail = (message: string): never => {
    throw new Error(`Country guide ${countryCode}: ${message}`);
  };
  for (const level of GUIDE_LEVELS)
    if (paths.filter((path) => path.level === level).length !== 1) fail(`needs exactly one ${level} path.`);
  const known = new Set([...common, ...paths.flatMap((path) => path.steps)].map((step) => step.key));
  for (const path of paths) {
    const steps = stepsOfLevel(common, path);
    const byKey = new Map(steps.map((step) => [step.key, step]));
    if (byKey.size !== steps.length) fail(`two ${path.level} steps share a key.`);
    for (const step of steps) {
      if (step.weeksBeforeIntake < 1 || step.weeksBeforeIntake > 52)
        fail(`${step.key} is out of the 1–52 weeks range.`);
      if (step.onDay !== undefined && !/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(step.onDay))
        fail(`${step.key}'s day of the year is not MM-DD.`);
      if (step.title.fr.length >= 60 || step.title.en.length >= 60) fail(`${step.key}'s title is too long.`);
      for (const need of step.needs) if (!known.has(need)) fail(`${step.key} needs "${need}", which no step has.`);
      for (const start of SAMPLE_INTAKES) {
        const date = usualDateOf(step, start);
        const latest =
          step.deadlineWeeksBeforeIntake === undefined
            ? null
            : usualDateOf({ weeksBeforeIntake: step.deadlineWeeksBeforeIntake }, start);
        if (latest !== null && latest < date) fail(`${step.key}'s latest date comes before its usual date.`);
        for (const need of step.needs) {
          const needed = byKey.get(need);
          if (needed && usualDateOf(needed, start) >= date)
            fail(`${path.level}: ${step.key} is dated on or before ${need}, which it needs.`);
        }
        for (const document of step.asks)
          for (const producer of steps.filter((other) => other.produces.includes(document)))
            if (usualDateOf(producer, start) > date)
              fail(`${path.level}: ${step.key} asks for ${document}, which ${producer.key} gives later.`);
      }
    }
  }
}
