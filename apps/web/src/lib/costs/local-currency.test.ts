import { describe, expect, it } from 'vitest';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { inCurrency, localCurrency } from './local-currency';

const rate = (currency: string, perEuro: number, date: string) => ({
  currency,
  perEuro,
  date,
  source: 'Banque de France',
  sourceUrl: null,
});
const national = {
  exchangeRates: [
    rate('BRL', 6.1, '2026-09-01'),
    rate('BRL', 6.3, '2026-11-20'),
    rate('MAD', 10.8, '2026-08-01'),
    rate('XOF', 655.957, '2025-01-01'),
  ],
  exchangeRateMaxAgeDays: 45,
} as Pick<NationalCosts, 'exchangeRates' | 'exchangeRateMaxAgeDays'> as NationalCosts;

describe('amounts in the student’s currency', () => {
  it('uses the latest rate of the currency while it is recent enough', () => {
    expect(localCurrency(national, 'BRL', '2026-11-27')).toEqual({
      state: 'rate',
      rate: national.exchangeRates[1],
      fixed: false,
    });
    expect(inCurrency(1000, national.exchangeRates[1]!)).toBe(6300);
  });

  it('does not use a rate older than the entry allows, and says it has none for another currency', () => {
    expect(localCurrency(national, 'MAD', '2026-11-27')).toMatchObject({ state: 'stale', maxAgeDays: 45 });
    expect(localCurrency(national, 'MAD', '2026-09-15')).toMatchObject({ state: 'rate' });
    expect(localCurrency(national, 'INR', '2026-11-27')).toEqual({ state: 'none', currency: 'INR' });
    expect(localCurrency(national, 'EUR', '2026-11-27')).toBeNull();
  });

  it('says a parity fixed to the euro fixed, and never too old', () => {
    expect(localCurrency(national, 'XOF', '2027-11-27')).toEqual({
      state: 'rate',
      rate: national.exchangeRates[3],
      fixed: true,
    });
  });

  it('keeps a rate for as many days as the entry allows, counted in Paris days', () => {
    // The rate of 20 November 2026 is 45 days old on 4 January 2027, 46 on the 5th.
    expect(localCurrency(national, 'BRL', '2027-01-04')).toMatchObject({ state: 'rate' });
    expect(localCurrency(national, 'BRL', '2027-01-05')).toMatchObject({ state: 'stale' });
  });
});
