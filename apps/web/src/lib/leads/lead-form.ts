import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * What each call to action asks, and the one schema that checks it in the browser (inline) and
 * on the server (authoritative). Messages are keys of the dictionary's `forms.errors` section, so
 * that both sides show them in the visitor's language.
 */

export const LEAD_TYPES = ['brochure', 'contact', 'registration', 'application'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const STUDY_LEVELS = ['secondary', 'bac', 'bac_plus_2', 'bac_plus_3', 'bac_plus_5', 'professional'] as const;

export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'birthDate'
  | 'country'
  | 'nationality'
  | 'studyLevel'
  | 'intake'
  | 'school'
  | 'course'
  | 'message'
  | 'consent'
  | 'marketingOptIn';

export type ErrorKey =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'date'
  | 'choice'
  | 'consent'
  | 'form'
  | 'tooFast'
  /** The form's token does not verify (made up, or signed before the secret changed): a new one comes with it. */
  | 'token'
  /** Set in the browser: the form went and no answer came back (network, server). */
  | 'unsent';

type FieldSpec = { name: FieldName; required: boolean };
const req = (name: FieldName): FieldSpec => ({ name, required: true });
const opt = (name: FieldName): FieldSpec => ({ name, required: false });

/** A brochure request stays short; an application asks what admissions needs to assess it. */
export const FORM_FIELDS: Record<LeadType, readonly FieldSpec[]> = {
  brochure: [
    req('firstName'),
    req('lastName'),
    req('email'),
    req('country'),
    req('school'),
    opt('course'),
    req('consent'),
    opt('marketingOptIn'),
  ],
  contact: [
    req('firstName'),
    req('lastName'),
    req('email'),
    opt('phone'),
    req('country'),
    opt('course'),
    req('message'),
    req('consent'),
    opt('marketingOptIn'),
  ],
  registration: [
    req('firstName'),
    req('lastName'),
    req('email'),
    req('phone'),
    req('country'),
    req('nationality'),
    req('studyLevel'),
    req('intake'),
    req('course'),
    req('consent'),
    opt('marketingOptIn'),
  ],
  application: [
    req('firstName'),
    req('lastName'),
    req('email'),
    req('phone'),
    req('birthDate'),
    req('country'),
    req('nationality'),
    req('studyLevel'),
    req('intake'),
    req('course'),
    opt('message'),
    req('consent'),
    opt('marketingOptIn'),
  ],
};

const COUNTRY_CODES = new Set<string>(getCountries());
export const countryCodes = (): readonly CountryCode[] => getCountries();

const MIN_AGE = 14;
const MAX_AGE = 99;

/** The values as the form sends them: text fields and checkboxes ("on" when ticked). */
export type LeadFormValues = Partial<Record<FieldName, string>>;

export type LeadInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  country: string | null;
  nationality: string | null;
  studyLevel: (typeof STUDY_LEVELS)[number] | null;
  intake: string | null;
  school: string | null;
  course: string | null;
  message: string | null;
  consent: true;
  marketingOptIn: boolean;
};

// Control characters other than line breaks and tabs are never part of what a person types.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;

const text = (max: number) =>
  z
    .string({ error: 'form' })
    .default('')
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, { error: 'tooLong' })
    .refine((value) => !CONTROL.test(value), { error: 'form' });
const oneOf = (max: number, accepts: (value: string) => boolean) =>
  text(max).refine((value) => value === '' || accepts(value), { error: 'choice' });
const checkbox = z
  .string({ error: 'form' })
  .default('')
  .transform((value) => value === 'on');

const fieldSchemas = {
  firstName: text(100),
  lastName: text(100),
  email: text(254).refine((value) => value === '' || z.email().safeParse(value).success, { error: 'email' }),
  phone: text(40),
  birthDate: text(10).refine((value) => value === '' || isPlausibleBirthDate(value), { error: 'date' }),
  country: oneOf(2, (value) => COUNTRY_CODES.has(value)),
  nationality: oneOf(2, (value) => COUNTRY_CODES.has(value)),
  studyLevel: oneOf(20, (value) => (STUDY_LEVELS as readonly string[]).includes(value)),
  intake: oneOf(40, (value) => DOCUMENT_ID.test(value)),
  school: oneOf(40, (value) => DOCUMENT_ID.test(value)),
  course: oneOf(40, (value) => DOCUMENT_ID.test(value)),
  message: text(5000),
  consent: checkbox,
  marketingOptIn: checkbox,
} satisfies Record<FieldName, z.ZodType<string | boolean>>;

function isPlausibleBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const age = (Date.now() - date.getTime()) / (365.25 * 24 * 3600 * 1000);
  return age >= MIN_AGE && age <= MAX_AGE;
}

const requiredField = (name: FieldName) =>
  fieldSchemas[name].refine((value: string | boolean) => value !== '' && value !== false, {
    error: name === 'consent' ? 'consent' : 'required',
  });

type Parsed = Partial<Record<FieldName, string | boolean>>;
const textOf = (values: Parsed, name: FieldName): string | null => {
  const value = values[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

function toLeadInput(values: Parsed, ctx: z.RefinementCtx): LeadInput {
  let phone = textOf(values, 'phone');
  if (phone) {
    const parsed = parsePhoneNumberFromString(
      phone,
      (textOf(values, 'country') ?? undefined) as CountryCode | undefined,
    );
    if (parsed?.isValid()) phone = parsed.number;
    else ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
  }
  return {
    firstName: textOf(values, 'firstName') ?? '',
    lastName: textOf(values, 'lastName') ?? '',
    email: (textOf(values, 'email') ?? '').toLowerCase(),
    phone,
    birthDate: textOf(values, 'birthDate'),
    country: textOf(values, 'country'),
    nationality: textOf(values, 'nationality'),
    studyLevel: textOf(values, 'studyLevel') as LeadInput['studyLevel'],
    intake: textOf(values, 'intake'),
    school: textOf(values, 'school'),
    course: textOf(values, 'course'),
    message: textOf(values, 'message'),
    consent: true,
    marketingOptIn: values.marketingOptIn === true,
  };
}

/**
 * The schema of one form: its fields and nothing else (an unknown field fails the whole form),
 * the required ones present, and a phone number valid for the country of residence unless it is
 * written with its `+` prefix; the number is kept in international format.
 */
export function leadSchema(type: LeadType) {
  const shape = Object.fromEntries(
    FORM_FIELDS[type].map(({ name, required }) => [name, required ? requiredField(name) : fieldSchemas[name]]),
  );
  return z
    .strictObject(shape as Record<FieldName, (typeof fieldSchemas)[FieldName]>)
    .transform((values, ctx) => toLeadInput(values as Parsed, ctx));
}

export type FieldErrors = Partial<Record<FieldName | 'form', ErrorKey>>;
export type LeadValidation = { ok: true; lead: LeadInput } | { ok: false; errors: FieldErrors };

const ERROR_KEYS = new Set<string>([
  'required',
  'tooLong',
  'email',
  'phone',
  'date',
  'choice',
  'consent',
  'form',
  'tooFast',
]);

/** Runs the schema and keeps the first error of each field, as dictionary keys. */
export function validateLead(type: LeadType, values: Record<string, unknown>): LeadValidation {
  const result = leadSchema(type).safeParse(values);
  if (result.success) return { ok: true, lead: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.code === 'unrecognized_keys' ? 'form' : ((issue.path[0] as FieldName | undefined) ?? 'form');
    errors[field] ??= ERROR_KEYS.has(issue.message) ? (issue.message as ErrorKey) : 'form';
  }
  return { ok: false, errors };
}

/** Form fields that are not the visitor's data: the anti-spam pair and Next's own action fields. */
export const TOKEN_FIELD = 'formToken';
export const HONEYPOT_FIELD = 'leave_blank';
const isTechnical = (name: string) => name === TOKEN_FIELD || name === HONEYPOT_FIELD || name.startsWith('$ACTION');

/** The visitor's data in a form, as text; anything else (a file, a repeated field) fails validation. */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (isTechnical(name)) continue;
    values[name] = name in values ? [values[name], value] : value;
  }
  return values;
}

export const isLeadType = (value: unknown): value is LeadType =>
  typeof value === 'string' && (LEAD_TYPES as readonly string[]).includes(value);

/**
 * The sentences of the two consent boxes as the form showed them, kept with the lead as proof of
 * what the visitor agreed to. They come back with the submission (bound to the form's action),
 * so they are checked like anything a browser sends.
 */
export const consentTextsSchema = z.object({
  consent: z.string().min(1).max(2000),
  marketingOptIn: z.string().min(1).max(2000),
});
export type ConsentTexts = z.infer<typeof consentTextsSchema>;
