import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/prose';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import type { CostFigure } from '@/lib/cms/schemas/study-costs';
import styles from './country-guide.module.css';

type Props = {
  /** The guide's text on the recognition of the country's diplomas: without it, no section. */
  text: string | null;
  /** The national recognition fee, whose source is quoted when the CMS gives one. */
  recognition: CostFigure | null;
  recognitionCost: string | null;
  locale: Locale;
};

/** How the country's diplomas are recognized in France, what it costs and who says so. */
export async function GuideRecognition({ text, recognition, recognitionCost, locale }: Props) {
  if (!text) return null;
  const t = await getTranslations({ locale, namespace: 'guides' });
  return (
    <Section title={t('recognitionTitle')}>
      <Prose>{text}</Prose>
      {recognitionCost && (
        <p>
          <strong>{t('recognitionFee')}</strong>
          {' · '}
          {recognitionCost}
        </p>
      )}
      {recognition?.source[locale] && (
        <p className={styles.source}>
          {recognition.sourceUrl ? (
            <a href={recognition.sourceUrl} rel="noopener">
              {t('source', { source: recognition.source[locale] })}
            </a>
          ) : (
            t('source', { source: recognition.source[locale] })
          )}
        </p>
      )}
    </Section>
  );
}
