// What a log line must never hold (docs/privacy.md, "Logs"): an e-mail address, a phone number,
// or the values of a database query (a failed insert's message quotes the row: names included).
// The code logs ids and counts, never people; this is the net under it, for the messages of
// errors the CMS did not write (the database driver's, Strapi's own).

// The at sign as typed, full width (＠), or escaped in a URL (%40).
const EMAIL = /[^\s@＠<>"'`,;:()[\]{}/?&=]+(?:@|＠|%40)[^\s@＠<>"'`,;:()[\]{}/?&=]+\.[^\s@＠<>"'`,;:()[\]{}/?&=]+/gu;
// + and 7 to 15 digits, in groups separated by a space, a dot or a dash.
const PHONE = /\+\d(?:[\s.-]?\d){6,14}\b/g;
// Knex prefixes a driver's error with the statement, its values inlined: `insert into … - <error>`.
const QUERY = /\b(?:insert into|update|delete from|select)\s[\s\S]*\s-\s/gi;

export function redactPersonalData(text: string): string {
  return text.replace(QUERY, '[query] - ').replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** The same, in every string of a log line's fields (nested objects and arrays included). */
export function redactFields<T>(value: T): T {
  if (typeof value === 'string') return redactPersonalData(value) as T;
  if (Array.isArray(value)) return value.map(redactFields) as T;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redactFields(field)])) as T;
  return value;
}
