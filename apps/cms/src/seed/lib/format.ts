import type { Locale } from '../bilingual';

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

/** The text before its first line break (the first paragraph of a description). */
export function firstLine(text: string): string {
  return text.replace(/\n[\s\S]*$/, '');
}

/** English indefinite article for a noun phrase: "an HR officer", "a UX designer", "an export assistant". */
export function withArticle(phrase: string): string {
  const acronym = /^[A-Z][A-Z0-9/]/.test(phrase);
  const vowelSound = acronym ? 'AEFHILMNORSX'.includes(phrase.charAt(0)) : /^[aeiou]/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/**
 * French "de" before a name or a noun: "de Dakar", "de technicien", but "d’Abidjan", "d’assistant"
 * (elided before a vowel sound; a silent h counts as one in the words the seed writes, a y before
 * a vowel does not: "de Yaoundé").
 */
export function deFr(word: string): string {
  return /^(?:[aeiouàâéèêëîïôöûüh]|y[^aeiouàâéèêëîïôöûü])/i.test(word) ? `d’${word}` : `de ${word}`;
}
