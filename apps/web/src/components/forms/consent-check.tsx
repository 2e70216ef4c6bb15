import { useTranslations } from 'next-intl';
import type { ErrorKey } from '@/lib/leads/lead-form';
import { FieldError } from './field-error';
import { fieldId } from './field-id';
import { RequiredMark } from './required-mark';
import styles from './lead-form.module.css';

type Props = {
  name: 'consent' | 'marketingOptIn';
  required: boolean;
  error: ErrorKey | undefined;
  checked: boolean;
  privacyHref: string;
};

/**
 * A checkbox the visitor ticks to agree: to the handling of their request (with a link to the
 * charter it refers to) or to the network's news. Its label is the sentence recorded with the lead.
 */
export function ConsentCheck({ name, required, error, checked, privacyHref }: Props) {
  const t = useTranslations('forms');
  return (
    <div className={styles.check}>
      <input
        type="checkbox"
        id={fieldId(name)}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldId(name, 'error') : undefined}
        defaultChecked={checked}
      />
      <label htmlFor={fieldId(name)}>
        {t(name)}
        {required && <RequiredMark />}
      </label>
      {name === 'consent' && (
        <a href={privacyHref} className={styles.inlineLink}>
          {t('consentLink')}
        </a>
      )}
      {error && <FieldError name={name} error={error} />}
    </div>
  );
}
