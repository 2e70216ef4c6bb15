'use client';

import { useTranslations } from 'next-intl';
import { unstable_rethrow } from 'next/navigation';
import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FocusEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
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
import { useAfterPress } from './use-after-press';
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
 * A lead form. It works as a plain form posted to the server action; with JavaScript, the whole
 * form is checked with the server's schema before it is sent, a field when it is left, and an
 * error goes as soon as the field is corrected. Errors are listed in a summary that takes the
 * focus, each linked to its field.
 */
export function LeadForm({ type, action, token, choices, initial, privacyHref }: Props) {
  const t = useTranslations('forms');
  // Without JavaScript the browser posts the form to the server action, and the page it gets back
  // starts from the action's answer. With JavaScript the form is sent by `send` below.
  const [posted, postAction] = useActionState(action, INITIAL);
  const [answer, setAnswer] = useState(posted);
  // What the summary lists: the server's answer, then the browser's own checks.
  const [errors, setErrors] = useState<FieldErrors>(posted.errors);
  // Each refusal (in the browser or by the server) moves the focus to the summary.
  const [refusals, setRefusals] = useState(posted.status === 'editing' ? 0 : 1);
  // The token of the form as it was first shown: a refresh of the page (coming back online does
  // one) renders a new one, which would make a correction "too fast" and the same answers a new lead.
  const [shownToken] = useState(token);
  const [sending, startSending] = useTransition();
  const busy = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const afterPress = useAfterPress();
  const fields = FORM_FIELDS[type];
  const names = new Set<string>(fields.map((field) => field.name));

  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);

  const check = (form: HTMLFormElement) => validateLead(type, formValues(new FormData(form)));
  const refuse = (next: FieldErrors) => {
    setErrors(next);
    setRefusals((count) => count + 1);
  };

  /**
   * Sends the form to the server action from the browser, without React's form reset: a refused
   * form keeps every value as the visitor left it (selects included, which a reset would empty).
   * A second press while it is on its way sends nothing.
   */
  const send = (form: HTMLFormElement) => {
    if (busy.current) return;
    busy.current = true;
    const data = new FormData(form);
    startSending(async () => {
      try {
        const next = await action(answer, data);
        setAnswer(next);
        refuse(next.errors);
      } catch (error) {
        // The thank-you page: the router follows the action's redirect.
        unstable_rethrow(error);
        // The request never got an answer (the network, the server): nothing was kept, say so.
        refuse({ form: 'unsent' });
      } finally {
        busy.current = false;
      }
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = check(form);
    if (result.ok) send(form);
    else refuse(result.errors);
  };

  /** A field left: its error as the schema sees it now (it may depend on another, as the phone on the country). */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const name = target.name as FieldName;
    if (!names.has(name)) return;
    // Pressing send checks every field, and its summary takes the focus.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    const result = check(event.currentTarget);
    const error = result.ok ? undefined : result.errors[name];
    afterPress(() =>
      setErrors((current) => {
        // An empty field passed through is not yet a mistake.
        if (target.value === '' && !current[name]) return current;
        const next = { ...current };
        if (error) next[name] = error;
        else delete next[name];
        return next;
      }),
    );
  };

  /** A field changed: every error it fixes goes at once (a new one waits until the field is left). */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return;
    const result = check(event.currentTarget);
    const fixed = (name: string) => name !== 'form' && (result.ok || !result.errors[name as FieldName]);
    if (!Object.keys(errors).some(fixed)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !fixed(name))) as FieldErrors);
  };

  /** A summary link puts the focus in its field (a jump to an anchor only scrolls), its label in view. */
  const onSummaryClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const field = link && document.getElementById(link.hash.slice(1));
    if (!field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    field.closest(`.${styles.field}, .${styles.check}`)?.scrollIntoView({ block: 'center' });
  };

  const value = (name: FieldName) => posted.values[name] ?? initial[name] ?? '';
  const label = (name: FieldName) => (name === 'message' && type === 'application' ? t('motivation') : t(name));
  // The summary names each field briefly; the consent's own label is a whole sentence.
  const summaryLabel = (name: FieldName) => (name === 'consent' ? t('consentShort') : label(name));
  const listed = Object.entries(errors) as Array<[FieldName | 'form', string]>;
  // Until the next send: the visitor cannot change it by correcting a field.
  const rateLimited = answer.status === 'rate-limited';

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
          <input type="checkbox" {...common} autoComplete={undefined} defaultChecked={posted.values[name] === 'on'} />
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
    <form
      action={postAction}
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onChange}
      noValidate
      className={styles.form}
    >
      {(listed.length > 0 || rateLimited) && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby="lead-form-errors"
          className={styles.summary}
          onClick={onSummaryClick}
        >
          <h2 id="lead-form-errors">
            {rateLimited && listed.length === 0
              ? t('rateLimited', { minutes: answer.retryAfterMinutes ?? 1 })
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
      <input type="hidden" name={TOKEN_FIELD} value={answer.token ?? shownToken} />
      {/* A field people never see or reach: robots that fill every field give themselves away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="lead-form-trap">{t('honeypot')}</label>
        <input id="lead-form-trap" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.grid}>{fields.map(({ name, required }) => control(name, required))}</div>
      {/* Not `disabled` while sending: a focused button that is disabled drops the focus. */}
      <button type="submit" className={`button accent ${styles.submit}`} aria-disabled={sending || undefined}>
        {sending ? t('sending') : t(SUBMIT[type])}
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
