'use client';

import { useTranslations } from 'next-intl';
import { FORM_FIELDS, HONEYPOT_FIELD, TOKEN_FIELD, type FieldName, type LeadType } from '@/lib/leads/lead-form';
import { ConsentCheck } from './consent-check';
import { ErrorSummary } from './error-summary';
import { fieldId } from './field-id';
import { LeadFormField, type LeadFormChoices } from './lead-form-field';
import { useLeadForm, type LeadFormAction } from './use-lead-form';
import styles from './lead-form.module.css';

type Props = {
  type: LeadType;
  action: LeadFormAction;
  token: string;
  choices: LeadFormChoices;
  /** Values the form starts with: the course and school of the page it was opened from. */
  initial: Partial<Record<FieldName, string>>;
  privacyHref: string;
};

const SUBMIT = {
  brochure: 'submitBrochure',
  contact: 'submitContact',
  registration: 'submitRegistration',
  application: 'submitApplication',
} as const;

/**
 * A lead form: its fields as `FORM_FIELDS` lists them for its type, the summary of what keeps it
 * from being sent, and its button. How it is checked and sent is `useLeadForm`'s.
 */
export function LeadForm({ type, action, token, choices, initial, privacyHref }: Props) {
  const t = useTranslations('forms');
  const { postAction, postedValues, errors, rateLimitMinutes, formToken, sending, summary, handlers } = useLeadForm(
    type,
    action,
    token,
  );
  const fields = FORM_FIELDS[type];
  const schoolField = fields.some((field) => field.name === 'school') ? fieldId('school') : null;

  return (
    <form action={postAction} {...handlers} noValidate className={styles.form}>
      <ErrorSummary type={type} errors={errors} rateLimitMinutes={rateLimitMinutes} ref={summary} />
      <p className={styles.note}>{t('requiredNote')}</p>
      <input type="hidden" name={TOKEN_FIELD} value={formToken} />
      {/* A field people never see or reach: robots that fill every field give themselves away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="lead-form-trap">{t('honeypot')}</label>
        <input id="lead-form-trap" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.grid}>
        {fields.map(({ name, required }) =>
          name === 'consent' || name === 'marketingOptIn' ? (
            <ConsentCheck
              key={name}
              name={name}
              required={required}
              error={errors[name]}
              checked={postedValues[name] === 'on'}
              privacyHref={privacyHref}
            />
          ) : (
            <LeadFormField
              key={name}
              type={type}
              name={name}
              required={required}
              error={errors[name]}
              value={postedValues[name] ?? initial[name] ?? ''}
              choices={choices}
              schoolField={schoolField}
            />
          ),
        )}
      </div>
      {/* Not `disabled` while sending: a focused button that is disabled drops the focus. */}
      <button type="submit" className={`button accent ${styles.submit}`} aria-disabled={sending || undefined}>
        {sending ? t('sending') : t(SUBMIT[type])}
      </button>
    </form>
  );
}
