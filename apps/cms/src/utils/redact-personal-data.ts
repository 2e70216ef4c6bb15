import { emailAddresses, phoneNumbers } from './personal-data-patterns';

// What a log line must never hold (docs/privacy.md, "Logs"): an e-mail address, a phone number,
// or the values of a database query (a failed insert's message quotes the row: names included).
// The code logs ids and counts, never people; this is the net under it, for the messages of
// errors the CMS did not write (the database driver's, Strapi's own).

// Knex prefixes a driver's error with the statement, its values inlined: `insert into … - <error>`.
const QUERY = /\b(?:insert into|update|delete from|select)\s[\s\S]*\s-\s/gi;

export function redactPersonalData(text: string): string {
  return text.replace(QUERY, '[query] - ').replace(emailAddresses(), '[email]').replace(phoneNumbers(), '[phone]');
}

/**
 * A `JSON.stringify` replacer that redacts every string on the way out, at any depth: the message,
 * the fields, and what their `toJSON` gives alike (as the site's log does).
 */
export const redactingReplacer = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? redactPersonalData(value) : value;
