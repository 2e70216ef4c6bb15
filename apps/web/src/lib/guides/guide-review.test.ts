import { describe, expect, it } from 'vitest';
import { guideStep as step } from '../../../tests/support/guide-step';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { reviewGuide, staleFigures } from './guide-review';

const intakes = [{ label: 'September 2027', slug: 'september-2027', startDate: '2027-09-13' }];

describe('the review of a guide', () => {
  it('finds a step moved by one it needs, a latest date after a later step’s, a step before the results that asks for them', () => {
    const steps = [
      step('file', 32, [], 10, 'Authenticate your diploma and your gaokao results.'),
      step('interview', 24, ['file'], 16),
      step('admission', 30, ['interview']),
      step('results', 10, ['admission']),
    ];
    const [level] = reviewGuide({ steps, levelPaths: [] }, intakes, '2026-11-29');
    expect(level!.level).toBeNull();
    expect(level!.timelines[0]!.steps.map((s) => s.key)).toEqual(['file', 'interview', 'admission', 'results']);
    expect(level!.findings).toEqual([
      {
        kind: 'latestAfterNeeding',
        step: 'file',
        latest: '2027-07-05',
        needing: 'interview',
        needingLatest: '2027-05-24',
      },
      { kind: 'moved', step: 'admission', usual: '2027-02-15', date: '2027-03-29' },
      { kind: 'beforeResults', step: 'file', results: 'results' },
    ]);
  });

  it('finds nothing in a guide whose steps follow their usual dates', () => {
    const steps = [step('file', 32, [], 16), step('interview', 24, ['file'], 10), step('results', 10, ['interview'])];
    expect(reviewGuide({ steps, levelPaths: [] }, intakes, '2026-11-29')[0]!.findings).toEqual([]);
  });

  it('lists the national figures of an academic year before the current one', () => {
    const figure = (academicYear: string | null) => ({ amount: 1, academicYear, source: {}, sourceUrl: null });
    const national = {
      cvec: figure('2025-2026'),
      healthInsurance: figure('2026-2027'),
      visaFee: figure(null),
      visaValidation: null,
      visaResources: figure('2026-2027'),
      travel: figure('2026-2027'),
      setup: figure('2026-2027'),
      diplomaRecognition: figure('2024-2025'),
    } as unknown as NationalCosts;
    expect(staleFigures(national, '2026-11-29')).toEqual([
      { name: 'cvec', academicYear: '2025-2026' },
      { name: 'diplomaRecognition', academicYear: '2024-2025' },
    ]);
  });

  it('counts a figure old from the August a student prepares the next year in', () => {
    const figure = { amount: 1, academicYear: '2026-2027', source: {}, sourceUrl: null };
    const national = { cvec: figure } as unknown as NationalCosts;
    expect(staleFigures(national, '2027-07-31')).toEqual([]);
    for (const day of ['2027-08-01', '2027-08-31', '2027-09-01'])
      expect(staleFigures(national, day)).toEqual([{ name: 'cvec', academicYear: '2026-2027' }]);
  });
});
