import type { CostFigure, LivingCosts, NationalCosts, SourceLabel, Tuition } from '@/lib/cms/schemas/study-costs';

// What a year of study costs (requirements 10.17): the lines of a budget from the CMS's figures and
// the student's choices, and its totals. Every amount is in euros.

export const ROUTES = ['full-time', 'work-study'] as const;
export const FEE_BANDS = ['non-eu', 'eu'] as const;
export const HOUSINGS = ['residence', 'shared', 'studio'] as const;
export type StudyRoute = (typeof ROUTES)[number];
export type FeeBand = (typeof FEE_BANDS)[number];
export type Housing = (typeof HOUSINGS)[number];

export type BudgetChoices = { route: StudyRoute; band: FeeBand; housing: Housing };

/** What the student's country adds: its guide's procedure fee and fare (euros), when it has them. */
export type StudentCountry = { procedureFee: CostFigure | null; travel: CostFigure | null };

/** How often a line is paid: each year, each month, or once (the first year). */
export type Period = 'year' | 'month' | 'once';

export type LineKey =
  | 'tuition'
  | 'applicationFee'
  | 'procedureFee'
  | 'cvec'
  | 'healthInsurance'
  | 'housing'
  | 'food'
  | 'transport'
  | 'phone'
  | 'visaFee'
  | 'visaValidation'
  | 'travel'
  | 'setup'
  | 'deposit';

export type BudgetLine = {
  key: LineKey;
  amount: number;
  period: Period;
  /** The figure's source, in each language (none may be given). */
  source: SourceLabel;
  sourceUrl: string | null;
  /** A figure of the student's country guide: the page links to the guide beside its source. */
  fromGuide?: boolean;
  /** The academic year the figure is published for; null for a guide's amount given without one. */
  academicYear: string | null;
  /** The day its source published it, when the editors gave it. */
  publishedOn?: string | null;
  /** Paid back at the end of the lease (the housing deposit). */
  refundable: boolean;
};

export type Budget = {
  /** The academic year the budget is for (the intake's). */
  academicYear: string;
  lines: BudgetLine[];
  /** Tuition paid by the employer, and the apprentice's gross monthly pay, on the work-study route. */
  workStudy: { salaryMin: number | null; salaryMax: number | null } | null;
  /** The first year, everything included: `yearly + 12 × monthlyLiving + oneOff`. */
  perYear: number;
  /** What is paid each year: tuition, CVEC, health cover. */
  yearly: number;
  /** Each month's living costs (housing, food, transport, phone). */
  monthlyLiving: number;
  /** Paid once, before or on arrival, in the first year. */
  oneOff: number;
  /** The part of `oneOff` paid back (the deposit). */
  refundable: number;
  /**
   * What the student visa asks a student outside the EU/EEA to prove they have (a bank statement,
   * a scholarship, a guarantor), not a cost: a month, and over the year of the visa.
   */
  visa: {
    monthlyResources: number;
    months: number;
    overStay: number;
    /** The budget's monthly living costs reach it. */
    livingAbove: boolean;
    source: SourceLabel;
    sourceUrl: string | null;
  } | null;
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

/**
 * The budget of one year of `tuition` in a city with `living` costs, for the academic year of the
 * student's intake, with the national figures and, when the student says where they come from,
 * their country's procedure fee and fare.
 */
export function budgetOf(
  national: NationalCosts,
  living: LivingCosts,
  tuition: Tuition,
  choices: BudgetChoices,
  {
    academicYear = national.academicYear,
    country = null,
  }: { academicYear?: string; country?: StudentCountry | null } = {},
): Budget {
  const workStudy = choices.route === 'work-study' && tuition.workStudy;
  const outsideEu = choices.band === 'non-eu';
  const line = (
    key: LineKey,
    amount: number,
    period: Period,
    from: Pick<BudgetLine, 'source' | 'sourceUrl' | 'academicYear' | 'publishedOn' | 'fromGuide'>,
  ): BudgetLine => ({ key, amount, period, ...from, refundable: false });
  const fromNational = (key: LineKey, figure: CostFigure, period: Period) =>
    line(key, figure.amount, period, {
      source: figure.source,
      sourceUrl: figure.sourceUrl,
      academicYear: figure.academicYear ?? national.academicYear,
      publishedOn: figure.publishedOn,
    });
  const fromTuition = { source: tuition.source, sourceUrl: null, academicYear: tuition.academicYear };
  const fromCity = { source: living.source, sourceUrl: living.sourceUrl, academicYear: living.academicYear };
  // A guide's figure is the country's, with its own year and source, shown as the national ones.
  const fromGuide = (key: LineKey, figure: CostFigure) =>
    line(key, figure.amount, 'once', {
      source: figure.source,
      sourceUrl: figure.sourceUrl,
      academicYear: figure.academicYear,
      publishedOn: figure.publishedOn,
      fromGuide: true,
    });
  const rent = living[HOUSING_FIELD[choices.housing]];

  // On the work-study route the employer pays the school.
  const lines: BudgetLine[] = [
    line('tuition', workStudy ? 0 : outsideEu ? tuition.nonEu : tuition.eu, 'year', fromTuition),
  ];
  if (tuition.applicationFee) lines.push(line('applicationFee', tuition.applicationFee, 'once', fromTuition));
  if (country?.procedureFee?.amount) lines.push(fromGuide('procedureFee', country.procedureFee));
  lines.push(
    fromNational('cvec', national.cvec, 'year'),
    fromNational('healthInsurance', national.healthInsurance, 'year'),
    line('housing', rent, 'month', fromCity),
    line('food', living.food, 'month', fromCity),
    line('transport', living.transport, 'month', fromCity),
    line('phone', living.phone, 'month', fromCity),
  );
  // A student from the EU/EEA needs no visa.
  if (outsideEu) {
    lines.push(fromNational('visaFee', national.visaFee, 'once'));
    if (national.visaValidation) lines.push(fromNational('visaValidation', national.visaValidation, 'once'));
  }
  lines.push(
    country?.travel?.amount ? fromGuide('travel', country.travel) : fromNational('travel', national.travel, 'once'),
    fromNational('setup', national.setup, 'once'),
  );
  if (national.depositMonths > 0)
    lines.push({ ...line('deposit', rent * national.depositMonths, 'once', fromCity), refundable: true });

  const rounded = lines.map((entry) => ({ ...entry, amount: euros(entry.amount) }));
  const total = (period: Period) =>
    rounded.filter((entry) => entry.period === period).reduce((sum, entry) => sum + entry.amount, 0);
  const yearly = total('year');
  const monthlyLiving = total('month');
  const oneOff = total('once');
  const resources = euros(national.visaResources.amount);
  return {
    academicYear,
    lines: rounded,
    workStudy: workStudy ? { salaryMin: tuition.salaryMin, salaryMax: tuition.salaryMax } : null,
    // Added from the rounded lines, so that the page's lines add up to its totals.
    perYear: yearly + MONTHS * monthlyLiving + oneOff,
    yearly,
    monthlyLiving,
    oneOff,
    refundable: rounded.filter((entry) => entry.refundable).reduce((sum, entry) => sum + entry.amount, 0),
    visa: outsideEu
      ? {
          monthlyResources: resources,
          // The first visa is issued for the year of study, and each renewal asks the same proof.
          months: MONTHS,
          overStay: resources * MONTHS,
          livingAbove: monthlyLiving >= resources,
          source: national.visaResources.source,
          sourceUrl: national.visaResources.sourceUrl,
        }
      : null,
    isDemo: national.isDemo || living.isDemo,
  };
}

/** A line's amount over the first year (a month's times twelve), as the budget's table shows it. */
export const yearlyAmount = (line: BudgetLine): number => line.amount * TOTAL_BY_PERIOD[line.period];
