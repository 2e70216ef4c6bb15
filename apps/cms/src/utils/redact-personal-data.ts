import { redactPersonalData as withoutAddressesOrPhones } from '@horizon/shared/redact-personal-data';

// What a log line must never hold (docs/privacy.md, "Logs"): an e-mail address, a phone number
// (both apps mask those alike: @horizon/shared/redact-personal-data), or, in the CMS, the values of
// a database query (a failed insert's message quotes the row: names included). The code logs ids
// and counts, never people; this is the net under it, for the messages of errors the CMS did not
// write (the database driver's, Strapi's own).

// Knex prefixes a driver's error with the statement, its values inlined: `insert into … - <error>`.
const QUERY = /\b(?:insert into|update|delete from|select)\s[\s\S]*\s-\s/gi;

export function redactPersonalData(text: string): string {
  return withoutAddressesOrPhones(text.replace(QUERY, '[query] - '));
}
