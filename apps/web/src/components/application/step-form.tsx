'use client';

import { stepOf, type ApplicationField, type StepKey } from '@horizon/shared/application-steps';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import type { AutosaveResult, StepFormState } from './application-actions';
import { useFieldAutosave, type AutosaveStatus } from './field-autosave';
import forms from '@/components/forms/lead-form.module.css';
import styles from '@/components/applicant/applicant.module.css';

type Props = {
  reference: string;
  step: StepKey;
  action: (state: StepFormState, form: FormData) => Promise<StepFormState>;
  /** Saves the answers sent as they are left (a partial save). */
  autosave: (values: Record<string, string>) => Promise<AutosaveResult>;
  /** The step's answers as saved, and when the CMS last saved the application (as read). */
  saved: Record<string, string>;
  savedAt: string | null;
  countries: ReadonlyArray<readonly [string, string]>;
  previousHref: string | null;
};

const id = (name: string) => `application-${name}`;

/**
 * One step of the application: its fields as the shared rules list them, saved by a plain form
 * posted to the server action (it works without JavaScript). Refused answers come back with
 * their reasons; the summary takes the focus.
 */
export function StepForm({ reference, step, action, autosave, saved, savedAt, countries, previousHref }: Props) {
  const t = useTranslations('application');
  const [state, post, pending] = useActionState(action, { values: saved, errors: {} });
  const summary = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const refused = Object.keys(state.errors).length;
  const { status, record, flush } = useFieldAutosave(reference, step, saved, savedAt, autosave, (restored) => {
    // What this device kept of an earlier visit goes back into its fields.
    for (const [name, value] of Object.entries(restored)) {
      const control = form.current?.elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
    }
  });

  useEffect(() => {
    if (refused > 0 || state.unavailable) summary.current?.focus();
  }, [state, refused]);

  const control = (field: ApplicationField) => {
    const error = state.errors[field.name];
    const described = [field.name in HINTED ? `${id(field.name)}-hint` : null, error ? `${id(field.name)}-error` : null]
      .filter(Boolean)
      .join(' ');
    const common = {
      id: id(field.name),
      name: field.name,
      defaultValue: state.values[field.name] ?? '',
      required: field.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
      autoComplete: field.autocomplete ?? 'off',
    };
    if (field.kind === 'country' || field.kind === 'choice') {
      const options =
        field.kind === 'country'
          ? countries
          : (field.choices ?? []).map(
              (value) => [value, t(`${field.vocabulary ?? 'levels'}.${value}` as 'levels.bac')] as const,
            );
      return (
        <select {...common}>
          <option value="">{t('choose')}</option>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      );
    }
    const type = field.kind === 'date' ? 'date' : field.kind === 'phone' ? 'tel' : 'text';
    return (
      <input {...common} type={type} inputMode={field.kind === 'year' ? 'numeric' : undefined} maxLength={field.max} />
    );
  };

  return (
    <form
      ref={form}
      action={post}
      onSubmit={(event) => pending && event.preventDefault()}
      onChange={(event) => {
        const control = event.target;
        if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || !control.name) return;
        record(control.name, control.value);
        // A choice is made at once; a typed answer is sent when the field is left.
        if (control instanceof HTMLSelectElement) void flush();
      }}
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement) void flush();
      }}
      noValidate
      className={forms.form}
    >
      {(refused > 0 || state.unavailable) && (
        <p ref={summary} tabIndex={-1} role="alert" className={`${forms.error} ${styles.summary}`}>
          {state.unavailable ? t('unavailable') : t('errorSummary', { count: refused })}
        </p>
      )}
      <div className={forms.grid}>
        {(stepOf(step)?.fields ?? []).map((field) => (
          <div key={field.name} className={forms.field}>
            <label htmlFor={id(field.name)}>
              {t(`fields.${field.name as 'firstName'}`)}
              {field.required && <span className={forms.required}> *</span>}
            </label>
            {field.name in HINTED && (
              <p id={`${id(field.name)}-hint`} className={forms.hint}>
                {t(`hints.${field.name as keyof typeof HINTED}`)}
              </p>
            )}
            {control(field)}
            {state.errors[field.name] && (
              <p id={`${id(field.name)}-error`} className={forms.error}>
                {t(`errors.${state.errors[field.name] as 'required'}`)}
              </p>
            )}
          </div>
        ))}
      </div>
      <p role="status" className={styles.autosave}>
        {statusText(status, t)}
      </p>
      <p>
        <button type="submit" className={`button accent ${forms.submit}`} aria-disabled={pending || undefined}>
          {t('saveAndContinue')}
        </button>
      </p>
      {previousHref && (
        <p>
          <a href={previousHref}>{t('previous')}</a>
        </p>
      )}
    </form>
  );
}

/** What the autosave says, politely (a status): nothing until a first answer is sent. */
function statusText(status: AutosaveStatus, t: ReturnType<typeof useTranslations<'application'>>): string {
  switch (status.kind) {
    case 'saving':
      return t('autosaving');
    case 'saved':
      return t('autosaved', {
        time: status.at.toLocaleTimeString(document.documentElement.lang, { hour: '2-digit', minute: '2-digit' }),
      });
    case 'offline':
      return t('keptOffline');
    case 'signed-out':
      return t('autosaveSignedOut');
    default:
      return '';
  }
}

/** The fields with a hint under their label (dictionary `application.hints`). */
const HINTED = { firstName: true, lastName: true, phone: true, lastDiploma: true } as const;
