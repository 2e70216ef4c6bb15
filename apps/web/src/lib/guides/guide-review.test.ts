import { describe, expect, it } from 'vitest';
import { guideStep as step } from '../../../tests/support/guide-step';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { reviewGuide, staleFigures, unsourcedFigures } from './guide-review';

const intakes = [{ label: 'September 2027', slug: 'september-2027', startDate: '2027-09-13' }];

describe('the review of a guide', () => {
  it('finds a step moved by one it needs, a latest date after a later step’s, a document asked for before the step giving it', () => {
    const steps = [
      step('file', 32, [], 10, { asks: ['school-records', 'gaokao-results'] }),
      step('interview', 24, ['file'], 16),
      step('admission', 30, ['interview']),
      step('results', 10, ['admission'], null, { produces: ['gaokao-results', 'final-admission'] }),
      step('visa', 8, ['results'], null, { asks: ['final-admission'] }),
    ];
    const [level] = reviewGuide({ steps, levelPaths: [] }, intakes, '2026-11-29');
    expect(level!.level).toBeNull();
    expect(level!.timelines[0]!.steps.map((s) => s.key)).toEqual(['file', 'interview', 'admission', 'results', 'visa']);
    expect(level!.findings).toEqual([
      {
        kind: 'latestAfterNeeding',
        step: 'file',
        latest: '2027-07-05',
        needing: 'interview',
        needingLatest: '2027-05-24',
      },
      { kind: 'moved', step: 'admission', usual: '2027-02-15', date: '2027-03-29' },
      {
        kind: 'askedBeforeProduced',
        step: 'file',
        date: '2027-02-01',
        document: 'gaokao-results',
        producer: 'results',
        producedOn: '2027-07-05',
      },
    ]);
  });

  it('finds nothing in a guide whose steps follow their usual dates and ask for what is given before', () => {
    const steps = [
      // Asked for and given by no step: the student holds it.
      step('file', 32, [], 16, { asks: ['school-records'] }),
      step('interview', 24, ['file'], 10),
      step('results', 10, ['interview'], null, { produces: ['gaokao-results', 'final-admission'] }),
      step('visa', 8, ['results'], null, { asks: ['final-admission'] }),
    ];
    expect(reviewGuide({ steps, levelPaths: [] }, intakes, '2026-11-29')[0]!.findings).toEqual([]);
  });

  it('reads the documents of the level: a level step giving them later than the common step asks', () => {
    const common = [step('file', 32, [], 16, { asks: ['school-records'] }), step('visa', 8, ['file'])];
    const bachelor = {
      id: 1,
      graduationLevel: { label: 'Bachelor', slug: 'bachelor', languageLevel: null },
      requirements: null,
      diploma: null,
      entryYear: null,
      steps: [step('results', 10, ['file'], null, { produces: ['school-records'] })],
    };
    const master = { ...bachelor, id: 2, graduationLevel: { ...bachelor.graduationLevel, label: 'Master' }, steps: [] };
    const [ofBachelor, ofMaster] = reviewGuide(
      { steps: common, levelPaths: [bachelor, master] },
      intakes,
      '2026-11-29',
    );
    expect(ofBachelor!.findings).toEqual([
      {
        kind: 'askedBeforeProduced',
        step: 'file',
        date: '2027-02-01',
        document: 'school-records',
        producer: 'results',
        producedOn: '2027-07-05',
      },
    ]);
    // A document no step of the level gives is one the student holds.
    expect(ofMaster!.findings).toEqual([]);
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

  it('lists a guide’s procedure fee and fare of an earlier year, and those given without a year or a source', () => {
    const figure = (academicYear: string | null, source: string | null) => ({
      amount: 1,
      academicYear,
      publishedOn: null,
      source: { fr: source, en: source },
      sourceUrl: null,
    });
    const guide = { procedureFeeFigure: figure('2025-2026', 'Campus France'), travelFigure: figure('2026-2027', null) };
    expect(staleFigures(null, '2026-11-29', guide)).toEqual([{ name: 'guideProcedureFee', academicYear: '2025-2026' }]);
    expect(unsourcedFigures(guide)).toEqual(['guideTravel']);
    expect(unsourcedFigures({ procedureFeeFigure: figure(null, 'Campus France'), travelFigure: null })).toEqual([
      'guideProcedureFee',
    ]);
    expect(unsourcedFigures({ ...guide, travelFigure: figure('2026-2027', 'Network estimate') })).toEqual([]);
  });

  it('counts a figure old from the August a student prepares the next year in', () => {
    const figure = { amount: 1, academicYear: '2026-2027', source: {}, sourceUrl: null };
    const national = { cvec: figure } as unknown as NationalCosts;
    expect(staleFigures(national, '2027-07-31')).toEqual([]);
    for (const day of ['2027-08-01', '2027-08-31', '2027-09-01'])
      expect(staleFigures(national, day)).toEqual([{ name: 'cvec', academicYear: '2026-2027' }]);
  });
});
