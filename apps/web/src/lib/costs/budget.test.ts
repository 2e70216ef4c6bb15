import { describe, expect, it } from 'vitest';
import type { LivingCosts, NationalCosts, Tuition } from '@/lib/cms/schemas/study-costs';
import { budgetOf, yearlyAmount } from './budget';

const source = { academicYear: null, publishedOn: null, source: { fr: 'Source', en: 'Source (en)' }, sourceUrl: null };
const national: NationalCosts = {
  academicYear: '2026-2027',
  isDemo: false,
  cvec: { amount: 105, ...source },
  healthInsurance: { amount: 300, ...source },
  visaFee: { amount: 99, ...source, publishedOn: '2026-07-01' },
  visaValidation: { amount: 50, ...source },
  visaResources: { amount: 615, ...source },
  travel: { amount: 700, ...source },
  setup: { amount: 400, ...source },
  depositMonths: 1,
  diplomaRecognition: null,
  recognitionWeeks: null,
  exchangeRates: [],
  exchangeRateMaxAgeDays: 45,
};
const city = (housingResidence: number, food: number, transport: number): LivingCosts => ({
  housingResidence,
  housingStudio: housingResidence + 400,
  housingShared: housingResidence + 50,
  food,
  transport,
  phone: 15,
  academicYear: '2026-2027',
  source: { fr: 'Ville', en: 'City' },
  sourceUrl: null,
  isDemo: false,
});
const tuition: Tuition = {
  eu: 8900,
  nonEu: 9900,
  applicationFee: 90,
  workStudy: true,
  salaryMin: 970,
  salaryMax: 1420,
  academicYear: '2026-2027',
  source: { fr: 'Tarifs', en: 'Fees' },
};

describe('a year’s budget', () => {
  it('adds tuition, national amounts, twelve months of living costs and the one-off costs, with the visa for a student outside the EU', () => {
    const budget = budgetOf(national, city(550, 320, 38), tuition, {
      route: 'full-time',
      band: 'non-eu',
      housing: 'residence',
    });
    // 9,900 + 90 + 105 + 300 + 12 × (550 + 320 + 38 + 15) + 99 + 50 + 700 + 400 + 550
    expect(budget.perYear).toBe(23_270);
    expect(budget.yearly).toBe(9900 + 105 + 300);
    expect(budget.monthlyLiving).toBe(923);
    expect(budget.oneOff).toBe(90 + 99 + 50 + 700 + 400 + 550);
    expect(budget.refundable).toBe(550);
    // The totals a family reads add up to the first year: nothing counted twice, nothing left out.
    expect(budget.yearly + 12 * budget.monthlyLiving + budget.oneOff).toBe(budget.perYear);
    expect(budget.lines.reduce((sum, line) => sum + yearlyAmount(line), 0)).toBe(budget.perYear);
    expect(budget.lines.find((line) => line.key === 'deposit')).toMatchObject({ refundable: true, period: 'once' });
    expect(budget.lines.filter((line) => line.refundable).map((line) => line.key)).toEqual(['deposit']);
    // A national figure keeps the day its source published it, when the editors gave it.
    expect(budget.lines.find((line) => line.key === 'visaFee')).toMatchObject({ publishedOn: '2026-07-01' });
    expect(budget.lines.find((line) => line.key === 'cvec')).toMatchObject({ publishedOn: null });
    // What the visa asks is proved, not spent: a month and over the first year's twelve months.
    expect(budget.visa).toMatchObject({ monthlyResources: 615, months: 12, overStay: 7380, livingAbove: true });
    expect(budget.workStudy).toBeNull();
  });

  it('on the work-study route, leaves the tuition to the employer and gives the pay; an EU student pays no visa', () => {
    const budget = budgetOf(national, city(400, 260, 0), tuition, {
      route: 'work-study',
      band: 'eu',
      housing: 'shared',
    });
    expect(budget.lines.find((line) => line.key === 'tuition')?.amount).toBe(0);
    expect(budget.lines.some((line) => line.key === 'visaFee' || line.key === 'visaValidation')).toBe(false);
    // 0 + 90 + 105 + 300 + 12 × (450 + 260 + 0 + 15) + 700 + 400 + 450
    expect(budget.perYear).toBe(10_745);
    expect(budget.monthlyLiving).toBe(725);
    expect(budget.workStudy).toEqual({ salaryMin: 970, salaryMax: 1420 });
    expect(budget.visa).toBeNull();
  });

  it('says when the living costs are below what the visa asks to show', () => {
    const budget = budgetOf(national, city(300, 200, 0), tuition, {
      route: 'full-time',
      band: 'non-eu',
      housing: 'residence',
    });
    expect(budget.monthlyLiving).toBe(515);
    expect(budget.visa?.livingAbove).toBe(false);
  });

  it('keeps the full-time tuition for a course without a work-study route', () => {
    const budget = budgetOf(
      national,
      city(550, 320, 38),
      { ...tuition, workStudy: false },
      {
        route: 'work-study',
        band: 'eu',
        housing: 'studio',
      },
    );
    expect(budget.lines.find((line) => line.key === 'tuition')?.amount).toBe(8900);
    expect(budget.workStudy).toBeNull();
    expect(budget.lines.find((line) => line.key === 'housing')?.amount).toBe(950);
  });

  it('adds the procedure fee of the student’s country and its fare instead of the network’s estimate', () => {
    const fee = {
      amount: 76,
      academicYear: '2026-2027',
      publishedOn: '2025-10-01',
      source: { fr: 'Campus France Sénégal', en: 'Campus France Senegal' },
      sourceUrl: 'https://www.senegal.campusfrance.org',
    };
    // An editor's fare without a source or a year: the page says "current amount" and links the guide.
    const fare = {
      amount: 520,
      academicYear: null,
      publishedOn: null,
      source: { fr: null, en: null },
      sourceUrl: null,
    };
    const budget = budgetOf(
      national,
      city(550, 320, 38),
      tuition,
      { route: 'full-time', band: 'non-eu', housing: 'residence' },
      { academicYear: '2027-2028', country: { procedureFee: fee, travel: fare } },
    );
    // The guide's figure with its own source, year and day, as the national figures' lines.
    expect(budget.lines.find((line) => line.key === 'procedureFee')).toMatchObject({
      amount: 76,
      source: fee.source,
      sourceUrl: fee.sourceUrl,
      academicYear: '2026-2027',
      publishedOn: '2025-10-01',
      fromGuide: true,
    });
    expect(budget.lines.find((line) => line.key === 'travel')).toMatchObject({
      amount: 520,
      academicYear: null,
      fromGuide: true,
    });
    expect(budget.lines.find((line) => line.key === 'cvec')?.fromGuide).toBeUndefined();
    expect(budget.perYear).toBe(23_270 + 76 - 700 + 520);
    expect(budget.academicYear).toBe('2027-2028');
    // Each line keeps the year its figure is published for; the page marks last year's.
    expect(budget.lines.find((line) => line.key === 'tuition')?.academicYear).toBe('2026-2027');
    expect(budget.lines.find((line) => line.key === 'cvec')?.academicYear).toBe('2026-2027');
  });
});
