import type { CostFigure, LivingCosts, NationalCosts, Tuition } from '@/lib/cms/schemas/study-costs';

// What a year of study costs (requirements 10.17): the lines of a budget from the CMS's figures and
// the student's choices, and its totals. Every amount is in euros.

export const ROUTES = ['full-time', 'work-study'] as const;
export const FEE_BANDS = ['non-eu', 'eu'] as const;
export const HOUSINGS = ['residence', 'shared', 'studio'] as const;
export type StudyRoute = (typeof ROUTES)[number];
export type FeeBand = (typeof FEE_BANDS)[number];
export type Housing = (typeof HOUSINGS)[number];

export type BudgetChoices = { route: StudyRoute; band: FeeBand; housing: Housing };

/** How often a line is paid: each year, each month, or once (the first year). */
export type Period = 'year' | 'month' | 'once';

export type LineKey =
  | 'tuition'
  | 'applicationFee'
  | 'cvec'
  | 'healthInsurance'
  | 'housing'
  | 'food'
  | 'transport'
  | 'phone'
  | 'visaFee'
  | 'travel'
  | 'setup'
  | 'deposit';

export type BudgetLine = {
  key: LineKey;
  amount: number;
  period: Period;
  source: string | null;
  sourceUrl: string | null;
  academicYear: string;
};

export type Budget = {
  lines: BudgetLine[];
  /** Tuition paid by the employer, and the apprentice's gross monthly pay, on the work-study route. */
  workStudy: { salaryMin: number | null; salaryMax: number | null } | null;
  /** The first year, one-off costs included. */
  perYear: number;
  /** The first year spread over twelve months. */
  perMonth: number;
  /** Each month's living costs (housing, food, transport, phone). */
  monthlyLiving: number;
  /** One-off costs, in the first year only. */
  oneOff: number;
  /** What the student visa asks the student to show a month, for a student outside the EU/EEA. */
  visa: { monthlyResources: number; met: boolean; source: string | null; sourceUrl: string | null } | null;
  isDemo: boolean;
};

const HOUSING_FIELD: Record<Housing, 'housingResidence' | 'housingShared' | 'housingStudio'> = {
  residence: 'housingResidence',
  shared: 'housingShared',
  studio: 'housingStudio',
};

/** Whole euros, as a budget shows them (an amount's cents are not worth a student's attention). */
const euros = (amount: number): number => Math.round(amount);

/** A twelve-month year: rent, food and transport are paid in the summer too. */
const MONTHS = 12;

const TOTAL_BY_PERIOD: Record<Period, number> = { year: 1, month: MONTHS, once: 1 };

/** The budget of one year on `campus` for `tuition`, with the national `costs`. */
export function budgetOf(
  national: NationalCosts,
  living: LivingCosts,
  tuition: Tuition,
  choices: BudgetChoices,
): Budget {
  const workStudy = choices.route === 'work-study' && tuition.workStudy;
  const outsideEu = choices.band === 'non-eu';
  const fromNational = (key: LineKey, figure: CostFigure, period: Period): BudgetLine => ({
    key,
    amount: figure.amount,
    period,
    source: figure.source,
    sourceUrl: figure.sourceUrl,
    academicYear: national.academicYear,
  });
  const fromCity = (key: LineKey, amount: number): BudgetLine => ({
    key,
    amount,
    period: 'month',
    source: living.source,
    sourceUrl: living.sourceUrl,
    academicYear: living.academicYear,
  });
  const rent = living[HOUSING_FIELD[choices.housing]];
  const lines: BudgetLine[] = [
    {
      key: 'tuition',
      // On the work-study route the employer pays the school.
      amount: workStudy ? 0 : outsideEu ? tuition.nonEu : tuition.eu,
      period: 'year',
      source: tuition.source,
      sourceUrl: null,
      academicYear: tuition.academicYear,
    },
  ];
  if (tuition.applicationFee)
    lines.push({
      key: 'applicationFee',
      amount: tuition.applicationFee,
      period: 'once',
      source: tuition.source,
      sourceUrl: null,
      academicYear: tuition.academicYear,
    });
  lines.push(
    fromNational('cvec', national.cvec, 'year'),
    fromNational('healthInsurance', national.healthInsurance, 'year'),
    fromCity('housing', rent),
    fromCity('food', living.food),
    fromCity('transport', living.transport),
    fromCity('phone', living.phone),
  );
  // A student from the EU/EEA needs no visa.
  if (outsideEu) lines.push(fromNational('visaFee', national.visaFee, 'once'));
  lines.push(fromNational('travel', national.travel, 'once'), fromNational('setup', national.setup, 'once'));
  if (national.depositMonths > 0) lines.push({ ...fromCity('deposit', rent * national.depositMonths), period: 'once' });

  const total = (period: Period) =>
    lines.filter((line) => line.period === period).reduce((sum, line) => sum + line.amount, 0);
  const perYear = lines.reduce((sum, line) => sum + line.amount * TOTAL_BY_PERIOD[line.period], 0);
  const monthlyLiving = total('month');
  return {
    lines: lines.map((line) => ({ ...line, amount: euros(line.amount) })),
    workStudy: workStudy ? { salaryMin: tuition.salaryMin, salaryMax: tuition.salaryMax } : null,
    perYear: euros(perYear),
    perMonth: euros(perYear / MONTHS),
    monthlyLiving: euros(monthlyLiving),
    oneOff: euros(total('once')),
    visa: outsideEu
      ? {
          monthlyResources: euros(national.visaResources.amount),
          met: monthlyLiving >= national.visaResources.amount,
          source: national.visaResources.source,
          sourceUrl: national.visaResources.sourceUrl,
        }
      : null,
    isDemo: national.isDemo || living.isDemo,
  };
}

/** A line's amount over the year (a month's times twelve), as the budget's table shows it. */
export const yearlyAmount = (line: BudgetLine): number => line.amount * TOTAL_BY_PERIOD[line.period];
