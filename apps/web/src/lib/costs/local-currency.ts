import type { ExchangeRate, NationalCosts } from '@/lib/cms/schemas/study-costs';

const DAY_MS = 86_400_000;

/**
 * The currencies whose parity with the euro is fixed by treaty: the CFA francs (655.957, the
 * BCEAO's and the BEAC's), the Comorian franc, the CFP franc, the Cape Verdean escudo and the
 * convertible mark. Their rate is said fixed, and never goes stale.
 */
const FIXED_TO_EURO = new Set(['XOF', 'XAF', 'KMF', 'XPF', 'CVE', 'BAM']);

/** What the budget can say in the student's currency. */
export type LocalCurrency =
  | { state: 'rate'; rate: ExchangeRate; fixed: boolean }
  /** The editors' rate is older than the entry allows: amounts stay in euros, and the page says why. */
  | { state: 'stale'; rate: ExchangeRate; maxAgeDays: number }
  /** No rate for the currency. */
  | { state: 'none'; currency: string };

/**
 * The rate the budget converts euros into `currency` with, on `today` (ISO, Paris): the editors'
 * latest for that currency, unless it is older than `exchangeRateMaxAgeDays` (a parity fixed to the
 * euro does not age). Nothing for the euro.
 */
export function localCurrency(national: NationalCosts, currency: string, today: string): LocalCurrency | null {
  if (currency === 'EUR') return null;
  const rate = national.exchangeRates
    .filter((candidate) => candidate.currency === currency)
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!rate) return { state: 'none', currency };
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${rate.date}T00:00:00Z`)) / DAY_MS;
  const maxAgeDays = national.exchangeRateMaxAgeDays;
  const fixed = FIXED_TO_EURO.has(currency);
  return age > maxAgeDays && !fixed ? { state: 'stale', rate, maxAgeDays } : { state: 'rate', rate, fixed };
}

/** `euros` in the rate's currency, to its usual precision (a whole unit: nobody budgets in centimes). */
export const inCurrency = (euros: number, rate: ExchangeRate): number => Math.round(euros * rate.perEuro);
