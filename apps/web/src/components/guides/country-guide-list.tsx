import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { CountryGuideCard } from '@/lib/cms/schemas/country-guide';
import styles from './country-guide.module.css';

/** The country guides, by country name: the first thing a student from abroad looks for on the landing. */
export async function CountryGuideList({ guides, locale }: { guides: CountryGuideCard[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  // The CMS sorts by code point ("Brésil" before "Bénin"): the reader's alphabet instead.
  const byCountry = guides.toSorted((a, b) => a.country.localeCompare(b.country, locale));
  return (
    <Section title={t('listTitle')}>
      <p>{t('listIntro')}</p>
      <ul className={styles.guideList}>
        {byCountry.map((guide) => (
          <li key={guide.slug}>
            <SiteLink href={contentPath.countryGuide(locale, guide.slug)} className={styles.guideLink}>
              {guide.country}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
