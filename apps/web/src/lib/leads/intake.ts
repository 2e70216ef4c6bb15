import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import type { LeadRecord } from '@/lib/cms/resources/leads';
import { getLeadCourseCheck, getLeadFormOptionsIfAvailable } from '@/lib/cms/resources/lead-options';
import type { CourseOption, LeadFormOptions } from '@/lib/cms/schemas/lead-options';
import { serverEnv } from '@/lib/env';
import { isDocumentId } from '@/lib/shortlist/shortlist';
import { originFromCookies } from '@/lib/tracking/origin';
import { leadDelivery } from './delivery';
import { MIN_FILL_MS, readFormToken } from './form-token';
import {
  formValues,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  validateLead,
  type ConsentTexts,
  type FieldErrors,
  type LeadInput,
  type LeadType,
} from './lead-form';
import { sharedRedis } from '@/lib/shared-redis';
import { RateLimit } from './rate-limit';
import { SharedRateLimit } from './shared-rate-limit';
import { log } from '@/lib/log';
import { recordLeadSubmission, type LeadSubmissionResult } from '@/lib/metrics';

export type Submission = {
  type: LeadType;
  locale: Locale;
  pagePath: string;
  /** The consent sentences the form showed (the dictionary's, when the page was drawn). */
  consentTexts: ConsentTexts;
  form: FormData;
  cookie: (name: string) => string | undefined;
  address: string | null;
};

export type IntakeResult =
  | { kind: 'accepted'; key: string; school: { slug: string } | null }
  | { kind: 'invalid'; reason: 'token' | 'too-fast' | 'fields' | 'choices'; errors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** A robot filled the hidden field: it is answered as if accepted, and nothing is kept. */
  | { kind: 'dropped' };

let limiter: RateLimit | SharedRateLimit | null = null;
/** Counted in Redis when the site instances share one (REDIS_URL), in this process otherwise. */
const rateLimit = () => {
  const { max, windowMs } = serverEnv().LEADS_RATE_LIMIT;
  const redis = sharedRedis();
  return (limiter ??= redis ? new SharedRateLimit(redis, max, windowMs) : new RateLimit(max, windowMs));
};

export const outboxDelivery = () =>
  leadDelivery(serverEnv().LEADS_OUTBOX_DIR, { retryMaxMs: serverEnv().LEADS_RETRY_MAX_MS });

/**
 * Courses, schools and intakes must be ones the site offers. When the CMS cannot be read (an
 * outage with a cold cache) the check is left to the CMS, which refuses unknown ones on delivery:
 * the lead is still kept.
 */
async function checkChoices(
  locale: Locale,
  lead: LeadInput,
): Promise<{ errors: FieldErrors; options: LeadFormOptions | null; course: CourseOption | null }> {
  const options = await getLeadFormOptionsIfAvailable(locale);
  if (!options) return { errors: {}, options, course: null };
  const errors: FieldErrors = {};
  let course = lead.course ? (options.courses.find((c) => c.documentId === lead.course) ?? null) : null;
  // A course past the list's bound is looked up by itself; unknown to the CMS, it is refused, and
  // so is a value that cannot name a document (nothing to ask the CMS).
  if (lead.course && !course) {
    const check = isDocumentId(lead.course) ? await getLeadCourseCheck(locale, lead.course) : { found: null };
    if (check && !check.found) errors.course = 'choice';
    course = check?.found ?? null;
  }
  if (lead.school && !options.schools.some((s) => s.documentId === lead.school)) errors.school = 'choice';
  if (lead.intake && !options.intakes.some((i) => i.documentId === lead.intake)) errors.intake = 'choice';
  return { errors, options, course };
}

/**
 * One line for each submission refused, so that a pattern shows in the logs (a field that fails
 * many visitors, tokens that no longer verify, a rate limit too tight): the form, the reason and
 * the fields in error with their error, never what was typed nor the visitor's address.
 */
function logRefusal(type: LeadType, result: Exclude<IntakeResult, { kind: 'accepted' }>): void {
  const details =
    result.kind === 'invalid'
      ? { reason: result.reason, errors: result.errors }
      : result.kind === 'rate-limited'
        ? { reason: 'rate-limited', retryAfterSeconds: result.retryAfterSeconds }
        : { reason: 'robot' };
  const level =
    result.kind === 'invalid' && (result.reason === 'fields' || result.reason === 'choices') ? 'info' : 'warn';
  log(level, 'lead refused', { form: type, ...details });
}

/** The result a submission is counted under (src/lib/metrics.ts). */
function submissionResult(result: IntakeResult): LeadSubmissionResult {
  switch (result.kind) {
    case 'accepted':
      return 'queued';
    case 'invalid':
      return result.reason === 'too-fast' ? 'refused_too_fast' : `refused_${result.reason}`;
    case 'rate-limited':
      return 'rate_limited';
    case 'dropped':
      return 'dropped_robot';
  }
}

/**
 * Takes one form submission: checks it, then writes the lead to the outbox on disk before
 * answering, and starts its delivery to the CMS. Nothing here waits for the CMS to accept it.
 */
export async function takeLead(submission: Submission, now = Date.now()): Promise<IntakeResult> {
  const result = await intake(submission, now);
  if (result.kind !== 'accepted') logRefusal(submission.type, result);
  recordLeadSubmission(submission.type, submissionResult(result));
  return result;
}

async function intake(submission: Submission, now: number): Promise<IntakeResult> {
  const { type, locale, form, consentTexts } = submission;
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'dropped' };

  const token = readFormToken(form.get(TOKEN_FIELD));
  if (!token) return { kind: 'invalid', reason: 'token', errors: { form: 'token' } };
  if (now - token.issuedAt < MIN_FILL_MS) return { kind: 'invalid', reason: 'too-fast', errors: { form: 'tooFast' } };

  const validation = validateLead(type, formValues(form));
  if (!validation.ok) return { kind: 'invalid', reason: 'fields', errors: validation.errors };
  const lead = validation.lead;
  const { errors, options, course } = await checkChoices(locale, lead);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', reason: 'choices', errors };

  const address = submission.address ?? 'unknown';
  const retryAfterSeconds = await rateLimit().retryAfter(address, now);
  if (retryAfterSeconds > 0) return { kind: 'rate-limited', retryAfterSeconds };

  const schoolId = lead.school ?? course?.school?.documentId ?? null;
  const origin = originFromCookies(submission.cookie);
  // The same form (nonce) sent twice with the same data is one lead; changed data is a new one.
  const key = createHash('sha256')
    .update(JSON.stringify([token.nonce, type, lead]))
    .digest('hex');
  const record: LeadRecord = {
    idempotencyKey: key,
    type,
    ...lead,
    school: schoolId,
    language: locale,
    pagePath: submission.pagePath,
    consentText: consentTexts.consent,
    marketingText: lead.marketingOptIn ? consentTexts.marketingOptIn : null,
    origine: origin.origin,
    utmMedium: origin.medium,
    utmSource: origin.source,
    submittedAt: new Date(now).toISOString(),
  };

  const delivery = outboxDelivery();
  await delivery.outbox.append(record);
  await rateLimit().record(address, now);
  void delivery.kick();

  const school = options?.schools.find((s) => s.documentId === schoolId);
  return { kind: 'accepted', key, school: school ? { slug: school.slug } : null };
}
