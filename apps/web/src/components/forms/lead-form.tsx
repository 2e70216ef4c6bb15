'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import {
  FORM_FIELDS,
  formValues,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  validateLead,
  type FieldErrors,
  type FieldName,
  type LeadType,
} from '@/lib/leads/lead-form';
import { CourseSelect, type CourseChoice } from './course-select';
import type { LeadFormState } from './submit-lead';
import styles from './lead-form.module.css';

export type LeadFormChoices = {
  countries: ReadonlyArray<readonly [string, string]>;
  levels: ReadonlyArray<readonly [string, string]>;
  courses: CourseChoice[];
  schools: ReadonlyArray<{ id: string; name: string }>;
  intakes: ReadonlyArray<{ id: string; label: string }>;
};

type Props = {
  type: LeadType;
  action: (state: LeadFormState, form: FormData) => Promise<LeadFormState>;
  token: string;
  choices: LeadFormChoices;
  /** Values the form starts with: the course and school of the page it was opened from. */
  initial: Partial<Record<FieldName, string>>;
  privacyHref: string;
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  birthDate: 'bday',
  country: 'country',
};
const SUBMIT = {
  brochure: 'submitBrochure',
  contact: 'submitContact',
  registration: 'submitRegistration',
  application: 'submitApplication',
} as const;
const INITIAL: LeadFormState = { status: 'editing', errors: {}, values: {} };
const fieldId = (name: FieldName) => `field-${name}`;

/**
 * A lead form. It works as a plain form posted to the server action; with JavaScript, each field
 * is checked when it is left and the whole form before it is sent, with the server's schema.
 * Errors are listed in a summary that takes the focus, each linked to its field.
 */
export function LeadForm({ type, action, token, choices, initial, privacyHref }: Props) {
  const t = useTranslations('forms');
  const [state, formAction, pending] = useActionState(action, INITIAL);
  const [checked, setChecked] = useState<{ errors: FieldErrors; after: LeadFormState } | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Errors found in the browser apply until the server answers again.
  const errors = checked && checked.after === state ? checked.errors : state.errors;
  const fields = FORM_FIELDS[type];
  const names = new Set<string>(fields.map((field) => field.name));

  useEffect(() => {
    if (state.status !== 'editing') summary.current?.focus();
  }, [state]);

  const check = (form: HTMLFormElement) => validateLead(type, formValues(new FormData(form)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = check(event.currentTarget);
    if (result.ok) return setChecked(null);
    event.preventDefault();
    setChecked({ errors: result.errors, after: state });
    requestAnimationFrame(() => summary.current?.focus());
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const name = target.name as FieldName;
    if (!names.has(name) || (target.value === '' && !errors[name])) return;
    const result = check(event.currentTarget);
    const next: FieldErrors = { ...errors };
    if (result.ok || !result.errors[name]) delete next[name];
    else next[name] = result.errors[name];
    setChecked({ errors: next, after: state });
  };

  const value = (name: FieldName) => state.values[name] ?? initial[name] ?? '';
  const label = (name: FieldName) => (name === 'message' && type === 'application' ? t('motivation') : t(name));
  // The summary names each field briefly; the consent's own label is a whole sentence.
  const summaryLabel = (name: FieldName) => (name === 'consent' ? t('consentShort') : label(name));
  const listed = Object.entries(errors) as Array<[FieldName | 'form', string]>;

  const control = (name: FieldName, required: boolean): ReactNode => {
    const error = errors[name];
    const hint =
      {
        email: 'emailHint',
        phone: 'phoneHint',
        message: type === 'application' ? 'motivationHint' : null,
        course: null,
      }[name as string] ?? null;
    const describedBy =
      [hint && `${fieldId(name)}-hint`, error && `${fieldId(name)}-error`].filter(Boolean).join(' ') || undefined;
    const common = {
      id: fieldId(name),
      name,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      autoComplete: AUTOCOMPLETE[name],
    };

    if (name === 'consent' || name === 'marketingOptIn') {
      return (
        <div className={styles.check} key={name}>
          <input type="checkbox" {...common} autoComplete={undefined} defaultChecked={state.values[name] === 'on'} />
          <label htmlFor={fieldId(name)}>
            {t(name)}
            {required && <Required label={t('required')} />}
          </label>
          {name === 'consent' && (
            <a href={privacyHref} className={styles.inlineLink}>
              {t('consentLink')}
            </a>
          )}
          {error && <ErrorText id={`${fieldId(name)}-error`}>{t(`errors.${error}`)}</ErrorText>}
        </div>
      );
    }

    let input: ReactNode;
    const select = (options: ReadonlyArray<readonly [string, string]>, placeholder = t('choose')) => (
      <select {...common} defaultValue={value(name)}>
        <option value="">{placeholder}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    );
    if (name === 'country' || name === 'nationality') input = select(choices.countries);
    else if (name === 'studyLevel') input = select(choices.levels);
    else if (name === 'intake') input = select(choices.intakes.map((i) => [i.id, i.label] as const));
    else if (name === 'school') input = select(choices.schools.map((s) => [s.id, s.name] as const));
    else if (name === 'course')
      input = (
        <CourseSelect
          courses={choices.courses}
          selectProps={common}
          defaultValue={value(name)}
          placeholder={required ? t('choose') : t('courseNone')}
          searchLabel={t('courseSearch')}
          searchHint={t('courseSearchHint')}
          schoolField={names.has('school') ? fieldId('school') : null}
        />
      );
    else if (name === 'message') input = <textarea {...common} rows={6} maxLength={5000} defaultValue={value(name)} />;
    else {
      const inputType = { email: 'email', phone: 'tel', birthDate: 'date' }[name as string] ?? 'text';
      input = (
        <input {...common} type={inputType} defaultValue={value(name)} maxLength={name === 'email' ? 254 : 100} />
      );
    }

    return (
      <div className={`${styles.field} ${name === 'firstName' || name === 'lastName' ? styles.half : ''}`} key={name}>
        <label htmlFor={fieldId(name)}>
          {label(name)}
          {required && <Required label={t('required')} />}
        </label>
        {hint && (
          <p id={`${fieldId(name)}-hint`} className={styles.hint}>
            {t(hint)}
          </p>
        )}
        {error && <ErrorText id={`${fieldId(name)}-error`}>{t(`errors.${error}`)}</ErrorText>}
        {input}
      </div>
    );
  };

  return (
    <form action={formAction} onSubmit={onSubmit} onBlur={onBlur} noValidate className={styles.form}>
      {(listed.length > 0 || state.status === 'rate-limited') && (
        <div ref={summary} tabIndex={-1} role="alert" aria-labelledby="lead-form-errors" className={styles.summary}>
          <h2 id="lead-form-errors">
            {state.status === 'rate-limited' && listed.length === 0
              ? t('rateLimited', { minutes: state.retryAfterMinutes ?? 1 })
              : t('errorSummary', { count: listed.length })}
          </h2>
          {listed.length > 0 && (
            <ul>
              {listed.map(([name, key]) => (
                <li key={name}>
                  {name === 'form' ? (
                    t(`errors.${key}`)
                  ) : (
                    <a href={`#${fieldId(name)}`}>
                      {t('errorItem', { field: summaryLabel(name), error: t(`errors.${key}`) })}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className={styles.note}>{t('requiredNote')}</p>
      <input type="hidden" name={TOKEN_FIELD} value={state.token ?? token} />
      {/* A field people never see or reach: robots that fill every field give themselves away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="lead-form-trap">{t('honeypot')}</label>
        <input id="lead-form-trap" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.grid}>{fields.map(({ name, required }) => control(name, required))}</div>
      <button type="submit" className={`button accent ${styles.submit}`} disabled={pending} aria-disabled={pending}>
        {pending ? t('sending') : t(SUBMIT[type])}
      </button>
    </form>
  );
}

function Required({ label }: { label: string }) {
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({label})</span>
    </span>
  );
}

function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}
