import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import type { SchoolCard } from '@/lib/cms/schemas/school';
import styles from './country-guide.module.css';

type Props = { guide: CountryGuide; schools: readonly SchoolCard[]; locale: Locale };

/**
 * Where a student of the country applies: through Études en France, the network's schools connected
 * to it (and the others the guide names); otherwise directly to the school.
 */
export async function GuideSchools({ guide, schools, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  const connected = schools.filter((school) => school.etudesEnFrance);
  return (
    <Section title={t('schoolsTitle')}>
      {guide.etudesEnFrance ? (
        <>
          {connected.length > 0 && (
            <>
              <p>{t('connectedSchools')}</p>
              <ul className={styles.schools}>
                {connected.map((school) => (
                  <li key={school.slug}>
                    <SiteLink href={contentPath.school(locale, school.slug)}>{school.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )}
          {guide.otherSchools && <p>{guide.otherSchools}</p>}
        </>
      ) : (
        <p>{t('directApplication')}</p>
      )}
    </Section>
  );
}
