import { useTranslations } from 'next-intl';
import styles from './lead-form.module.css';

/** The asterisk of a required field's label, and its words for a screen reader. */
export function RequiredMark() {
  const t = useTranslations('forms');
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('required')})</span>
    </span>
  );
}
