import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ErrorKey, FieldName, LeadType } from '@/lib/leads/lead-form';
import { CourseSelect, type CourseChoice } from './course-select';
import { FieldError } from './field-error';
import { fieldId } from './field-id';
import { fieldLabelKey } from './field-label-key';
import { RequiredMark } from './required-mark';
import styles from './lead-form.module.css';

/** The options of the form's lists, in the page's language. */
export type LeadFormChoices = {
  countries: ReadonlyArray<readonly [string, string]>;
  levels: ReadonlyArray<readonly [string, string]>;
  courses: CourseChoice[];
  schools: ReadonlyArray<{ id: string; name: string }>;
  intakes: ReadonlyArray<{ id: string; label: string }>;
};

type Props = {
  type: LeadType;
  name: Exclude<FieldName, 'consent' | 'marketingOptIn'>;
  required: boolean;
  error: ErrorKey | undefined;
  value: string;
  choices: LeadFormChoices;
  /** The id of the form's school field, which follows the chosen course; null when the form has none. */
  schoolField: string | null;
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  birthDate: 'bday',
  country: 'country',
};

/** A field of a lead form: its label, its hint, its error and the control that fits the answer. */
export function LeadFormField({ type, name, required, error, value, choices, schoolField }: Props) {
  const t = useTranslations('forms');
  const hint =
    {
      email: 'emailHint',
      phone: 'phoneHint',
      message: type === 'application' ? 'motivationHint' : null,
      course: null,
    }[name as string] ?? null;
  const describedBy =
    [hint && fieldId(name, 'hint'), error && fieldId(name, 'error')].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId(name),
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete: AUTOCOMPLETE[name],
  };

  let input: ReactNode;
  const select = (options: ReadonlyArray<readonly [string, string]>, placeholder = t('choose')) => (
    <select {...common} defaultValue={value}>
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
        defaultValue={value}
        placeholder={required ? t('choose') : t('courseNone')}
        searchLabel={t('courseSearch')}
        searchHint={t('courseSearchHint')}
        schoolField={schoolField}
      />
    );
  else if (name === 'message') input = <textarea {...common} rows={6} maxLength={5000} defaultValue={value} />;
  else {
    const inputType = { email: 'email', phone: 'tel', birthDate: 'date' }[name as string] ?? 'text';
    input = <input {...common} type={inputType} defaultValue={value} maxLength={name === 'email' ? 254 : 100} />;
  }

  return (
    <div className={`${styles.field} ${name === 'firstName' || name === 'lastName' ? styles.half : ''}`}>
      <label htmlFor={fieldId(name)}>
        {t(fieldLabelKey(type, name))}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={fieldId(name, 'hint')} className={styles.hint}>
          {t(hint)}
        </p>
      )}
      {error && <FieldError name={name} error={error} />}
      {input}
    </div>
  );
}
