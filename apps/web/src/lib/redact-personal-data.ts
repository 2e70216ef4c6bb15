import { emailAddresses, phoneNumbers } from './personal-data-patterns.mjs';

/**
 * `text` without what is shaped like an e-mail address (`[email]`) or a phone number in
 * international format (`[phone]`): the last guard of the site's log (src/lib/log.ts) against a
 * value a visitor typed. Names have no shape to catch: each log line must leave them out itself.
 */
export function redactPersonalData(text: string): string {
  return text.replace(emailAddresses(), '[email]').replace(phoneNumbers(), '[phone]');
}

/**
 * A `JSON.stringify` replacer that redacts every string on the way out, at any depth, in arrays,
 * objects and what their `toJSON` gives alike.
 */
export const redactingReplacer = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? redactPersonalData(value) : value;
