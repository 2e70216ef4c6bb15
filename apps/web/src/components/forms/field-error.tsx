import { useTranslations } from 'next-intl';
import type { ErrorKey, FieldName } from '@/lib/leads/lead-form';
import { fieldId } from './field-id';
import styles from './lead-form.module.css';

/** A field's error, in the words of the dictionary; its control names it in `aria-describedby`. */
export function FieldError({ name, error }: { name: FieldName; error: ErrorKey }) {
  const t = useTranslations('forms');
  return (
    <p id={fieldId(name, 'error')} className={styles.error}>
      {t(`errors.${error}`)}
    </p>
  );
}
