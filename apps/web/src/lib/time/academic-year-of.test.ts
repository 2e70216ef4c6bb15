import { describe, expect, it } from 'vitest';

import { academicYearOf } from './academic-year-of';

describe('academicYearOf', () => {
  it('opens the year with August, on both sides of each boundary', () => {
    expect(academicYearOf('2027-07-31')).toBe('2026-2027');
    expect(academicYearOf('2027-08-01')).toBe('2027-2028');
    expect(academicYearOf('2027-08-31')).toBe('2027-2028');
    expect(academicYearOf('2027-09-01')).toBe('2027-2028');
    expect(academicYearOf('2027-12-31')).toBe('2027-2028');
    expect(academicYearOf('2028-01-01')).toBe('2027-2028');
  });

  it('gives January and February intakes the year they join, September the one it opens', () => {
    expect(academicYearOf('2027-01-11')).toBe('2026-2027');
    expect(academicYearOf('2027-02-08')).toBe('2026-2027');
    expect(academicYearOf('2027-09-13')).toBe('2027-2028');
  });
});
