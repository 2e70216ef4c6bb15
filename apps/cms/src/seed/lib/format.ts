import type { Locale } from '../types';

/** "8 900 € / an" in French, "€8,900 a year" in English. */
export function yearlyFee(amount: number, locale: Locale): string {
  const digits = String(amount);
  if (locale === 'fr') return `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} € / an`;
  return `€${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} a year`;
}

/** "Paris, Lyon et Bordeaux" / "Paris, Lyon and Bordeaux". */
export function listOf(words: readonly string[], locale: Locale): string {
  if (words.length <= 1) return words.join('');
  const last = words[words.length - 1];
  return `${words.slice(0, -1).join(', ')} ${locale === 'fr' ? 'et' : 'and'} ${last}`;
}
