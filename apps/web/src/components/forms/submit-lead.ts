'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { issueFormToken, MIN_FILL_MS, readFormToken } from '@/lib/leads/form-token';
import { takeLead } from '@/lib/leads/intake';
import {
  consentTextsSchema,
  formValues,
  isLeadType,
  TOKEN_FIELD,
  type ConsentTexts,
  type FieldErrors,
  type LeadFormValues,
  type LeadType,
} from '@/lib/leads/lead-form';
import { clientAddress, recordResponseStatus } from '@/lib/request-context';

export type LeadFormContext = { type: LeadType; locale: string; pagePath: string; consentTexts: ConsentTexts };

export type LeadFormState = {
  status: 'editing' | 'invalid' | 'rate-limited';
  errors: FieldErrors;
  /** What the visitor typed, shown again after a refused submission (with or without JavaScript). */
  values: LeadFormValues;
  retryAfterMinutes?: number;
  /** The token to send next: the refused submission's, so that correcting a field is not "too fast". */
  token?: string;
};

const keptValues = (form: FormData): LeadFormValues =>
  Object.fromEntries(
    Object.entries(formValues(form)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 5000,
    ),
  );

// Only a path of this site is recorded as where the lead came from.
const sitePath = (path: string) => (/^\/[^/\\]/.test(path) || path === '/' ? path.slice(0, 300) : '/');

/**
 * The forms' server action. Without JavaScript the browser posts the form and gets the thank-you
 * page (303) or the form again with its errors (422) or the rate-limit message (429).
 */
export async function submitLead(
  context: LeadFormContext,
  _previous: LeadFormState,
  form: FormData,
): Promise<LeadFormState> {
  const { type, locale } = context;
  const consentTexts = consentTextsSchema.safeParse(context.consentTexts);
  if (!isLeadType(type) || !isLocale(locale) || !consentTexts.success) {
    recordResponseStatus(400);
    return { status: 'invalid', errors: { form: 'form' }, values: {} };
  }
  const jar = await cookies();
  const result = await takeLead({
    type,
    locale,
    pagePath: sitePath(context.pagePath),
    consentTexts: consentTexts.data,
    form,
    cookie: (name) => jar.get(name)?.value,
    address: clientAddress(),
  });

  // Sending again keeps the token (the same lead stays one lead); one that does not verify (made
  // up, or signed before the secret changed) is replaced, so that sending again works. The visitor
  // has filled the form already: the new one does not make them wait again before sending.
  const submitted = form.get(TOKEN_FIELD);
  const token = readFormToken(submitted) ? String(submitted) : issueFormToken(Date.now() - MIN_FILL_MS);
  if (result.kind === 'invalid') {
    recordResponseStatus(422);
    return { status: 'invalid', errors: result.errors, values: keptValues(form), token };
  }
  if (result.kind === 'rate-limited') {
    recordResponseStatus(429);
    return {
      status: 'rate-limited',
      errors: {},
      values: keptValues(form),
      retryAfterMinutes: Math.ceil(result.retryAfterSeconds / 60),
      token,
    };
  }
  const query: Record<string, string> = { form: type };
  if (result.kind === 'accepted') {
    query.ref = result.key.slice(0, 16);
    if (result.school) query.school = result.school.slug;
  }
  redirect(getPathname({ href: { pathname: '/remerciement-contact', query }, locale }));
}
