'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent, Ref } from 'react';
import type { FieldErrors, FieldName, LeadType } from '@/lib/leads/lead-form';
import { fieldId } from './field-id';
import { fieldLabelKey } from './field-label-key';
import styles from './lead-form.module.css';

type Props = {
  type: LeadType;
  errors: FieldErrors;
  /** Minutes before sending again is allowed, when the server refused to take more; else null. */
  rateLimitMinutes: number | null;
  /** The form moves the focus here at each refusal. */
  ref: Ref<HTMLDivElement>;
};

/** A summary link puts the focus in its field (a jump to an anchor only scrolls), its label in view. */
const onClick = (event: MouseEvent<HTMLDivElement>) => {
  const link = (event.target as Element).closest('a');
  const field = link && document.getElementById(link.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.closest(`.${styles.field}, .${styles.check}`)?.scrollIntoView({ block: 'center' });
};

/** The errors that keep the form from being sent, each linked to its field, or the rate limit's wait. */
export function ErrorSummary({ type, errors, rateLimitMinutes, ref }: Props) {
  const t = useTranslations('forms');
  const listed = Object.entries(errors) as Array<[FieldName | 'form', string]>;
  if (listed.length === 0 && rateLimitMinutes === null) return null;
  // The summary names each field briefly; the consent's own label is a whole sentence.
  const label = (name: FieldName) => t(name === 'consent' ? 'consentShort' : fieldLabelKey(type, name));

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="lead-form-errors"
      className={styles.summary}
      onClick={onClick}
    >
      <h2 id="lead-form-errors">
        {rateLimitMinutes !== null && listed.length === 0
          ? t('rateLimited', { minutes: rateLimitMinutes })
          : t('errorSummary', { count: listed.length })}
      </h2>
      {listed.length > 0 && (
        <ul>
          {listed.map(([name, key]) => (
            <li key={name}>
              {name === 'form' ? (
                t(`errors.${key}`)
              ) : (
                <a href={`#${fieldId(name)}`}>{t('errorItem', { field: label(name), error: t(`errors.${key}`) })}</a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
