import { readFileSync } from 'node:fs';
import { normalizeEmail } from '@horizon/shared/normalize-email';

/** A test person, as their leads give them. */
export type Person = { email: string; phone?: string | null; firstName?: string | null; lastName?: string | null };

const lower = (text: string) => text.normalize('NFC').toLowerCase();
// A number as people write it: `+33 6 12 34 56 78`, `+33.6.12.34.56.78`, `+33 (0)6…`.
const withoutSeparators = (text: string) => text.replace(/[\s.()-]/g, '');

/**
 * The lines of `logs` that hold anything of `person`, which a test of the privacy of logs expects
 * to be none: their e-mail address in any case, as the CMS files it (normalizeEmail: spaces,
 * Unicode forms) or written into a URL (`%40`); their phone number with or without its `+`, its
 * digits grouped or not; their first or last name in any case. Choose names found in no other
 * text (a first name `Awa` is in `Awaiting`).
 */
export function personalDataInLogs(logs: string | readonly string[], person: Person): string[] {
  const email = lower(person.email);
  const emails = [email, normalizeEmail(person.email), lower(encodeURIComponent(person.email))];
  const phone = person.phone ? withoutSeparators(person.phone) : '';
  const phones = phone ? [phone, phone.replace(/^\+/, '')] : [];
  const names = [person.firstName, person.lastName].filter((name): name is string => !!name?.trim()).map(lower);
  const holds = (line: string) => {
    const [text, normalized, digits] = [lower(line), normalizeEmail(line), withoutSeparators(line)];
    return (
      emails.some((address) => text.includes(address) || normalized.includes(address)) ||
      phones.some((number) => digits.includes(number)) ||
      names.some((name) => text.includes(name))
    );
  };
  return (typeof logs === 'string' ? [logs] : logs).flatMap((log) => log.split(/\r?\n/).filter(holds));
}

/**
 * What the run's CMS and site have written so far (TEST_CMS_LOG, TEST_WEB_LOG, kept by `npm test`),
 * to search with `personalDataInLogs`, alongside the `output()` of any instance a test started.
 * The files are written as the services print: a line printed a moment ago may not be in yet.
 */
export function logsOfTheRun(): string[] {
  return ['TEST_CMS_LOG', 'TEST_WEB_LOG'].map((name) => {
    const file = process.env[name];
    if (!file) throw new Error(`${name} is not set: run the integration tests through "npm test".`);
    return readFileSync(file, 'utf8');
  });
}
