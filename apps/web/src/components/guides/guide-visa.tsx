import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { formatEuros } from '@/lib/format';
import styles from './country-guide.module.css';

type Props = { documents: CountryGuide['visaDocuments']; national: NationalCosts | null; locale: Locale };

/** The student visa: the resources it asks for (when the CMS gives them) and the documents to bring. */
export async function GuideVisa({ documents, national, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  return (
    <Section title={t('visaTitle')}>
      {national && (
        <p>
          {t('visaIntro', {
            amount: formatEuros(locale, national.visaResources.amount),
            year: formatEuros(locale, national.visaResources.amount * 12),
          })}
        </p>
      )}
      {documents.length > 0 && (
        <>
          <h3>{t('visaDocuments')}</h3>
          <ul className={styles.documents}>
            {documents.map((line) => (
              <li key={line.text}>{line.text}</li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
