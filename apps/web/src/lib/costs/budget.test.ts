import { describe, expect, it } from 'vitest';
import type { LivingCosts, NationalCosts, Tuition } from '@/lib/cms/schemas/study-costs';
import { budgetOf, yearlyAmount } from './budget';

const source = { source: 'Source', sourceUrl: null };
const national: NationalCosts = {
  academicYear: '2026-2027',
  isDemo: false,
  cvec: { amount: 105, ...source },
  healthInsurance: { amount: 300, ...source },
  visaFee: { amount: 99, ...source },
  visaResources: { amount: 615, ...source },
  travel: { amount: 700, ...source },
  setup: { amount: 400, ...source },
  depositMonths: 1,
  diplomaRecognition: null,
  recognitionWeeks: null,
};
const city = (housingResidence: number, food: number, transport: number): LivingCosts => ({
  housingResidence,
  housingStudio: housingResidence + 400,
  housingShared: housingResidence + 50,
  food,
  transport,
  phone: 15,
  academicYear: '2026-2027',
  source: 'City',
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
  source: 'Fees',
};

describe('a year’s budget', () => {
  it('adds tuition, national amounts, twelve months of living costs and the one-off costs, with the visa for a student outside the EU', () => {
    const budget = budgetOf(national, city(550, 320, 38), tuition, {
      route: 'full-time',
      band: 'non-eu',
      housing: 'residence',
    });
    // 9,900 + 90 + 105 + 300 + 12 × (550 + 320 + 38 + 15) + 99 + 700 + 400 + 550
    expect(budget.perYear).toBe(23_220);
    expect(budget.perMonth).toBe(1935);
    expect(budget.monthlyLiving).toBe(923);
    expect(budget.oneOff).toBe(90 + 99 + 700 + 400 + 550);
    expect(budget.lines.reduce((sum, line) => sum + yearlyAmount(line), 0)).toBe(budget.perYear);
    expect(budget.visa).toMatchObject({ monthlyResources: 615, met: true });
    expect(budget.workStudy).toBeNull();
  });

  it('on the work-study route, leaves the tuition to the employer and gives the pay; an EU student pays no visa', () => {
    const budget = budgetOf(national, city(400, 260, 0), tuition, {
      route: 'work-study',
      band: 'eu',
      housing: 'shared',
    });
    expect(budget.lines.find((line) => line.key === 'tuition')?.amount).toBe(0);
    expect(budget.lines.some((line) => line.key === 'visaFee')).toBe(false);
    // 0 + 90 + 105 + 300 + 12 × (450 + 260 + 0 + 15) + 700 + 400 + 450
    expect(budget.perYear).toBe(10_745);
    expect(budget.perMonth).toBe(895);
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
    expect(budget.visa?.met).toBe(false);
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
});
