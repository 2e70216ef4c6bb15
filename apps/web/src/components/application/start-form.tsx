'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { StartState } from './application-actions';
import forms from '@/components/forms/lead-form.module.css';
import styles from '@/components/applicant/applicant.module.css';

type Props = {
  action: (state: StartState, form: FormData) => Promise<StartState>;
  courses: ReadonlyArray<{ id: string; label: string }>;
  intakes: ReadonlyArray<{ id: string; label: string }>;
};

/** Starts an application: a course, and its intake when the student knows it. */
export function StartForm({ action, courses, intakes }: Props) {
  const t = useTranslations('application');
  const [state, post, pending] = useActionState(action, {});
  const error = state.error ? t(state.error) : null;
  return (
    <form
      action={post}
      onSubmit={(event) => pending && event.preventDefault()}
      noValidate
      className={`${forms.form} ${styles.start}`}
    >
      {error && (
        <p id="start-error" role="alert" className={`${forms.error} ${styles.summary}`}>
          {error}
        </p>
      )}
      <div className={forms.grid}>
        <div className={forms.field}>
          <label htmlFor="start-course">{t('course')}</label>
          <select
            id="start-course"
            name="course"
            required
            defaultValue=""
            aria-invalid={state.error === 'courseRequired' || undefined}
            aria-describedby={error ? 'start-error' : undefined}
          >
            <option value="">{t('choose')}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.label}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor="start-intake">{t('intake')}</label>
          <select id="start-intake" name="intake" defaultValue="">
            <option value="">{t('anyIntake')}</option>
            {intakes.map((intake) => (
              <option key={intake.id} value={intake.id}>
                {intake.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className={`button accent ${forms.submit}`} aria-disabled={pending || undefined}>
        {t('start')}
      </button>
    </form>
  );
}
