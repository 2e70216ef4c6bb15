import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { Office } from '@/lib/cms/schemas/office';
import { OfficeContact } from '@/components/office/office-contact';
import styles from './country-guide.module.css';

/** "GMT+1" for a time zone today (null for a zone the runtime does not know). */
function utcOffset(timeZone: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** The network's office in the guide's country: where it is, how to reach it, when it is open (its local time). */
export async function GuideOffice({ office, locale }: { office: Office; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  const offset = office.timeZone ? utcOffset(office.timeZone) : null;
  return (
    <Section title={t('officeTitle', { city: office.city })}>
      <div className={styles.office}>
        {office.description && <p>{office.description}</p>}
        <OfficeContact office={office} className={styles.contact} />
        {office.openingHours && (
          <p>
            {t('openingHours', { hours: office.openingHours })}
            {offset && ` (${t('localTime', { zone: offset })})`}
          </p>
        )}
        <p>
          <SiteLink href={contentPath.office(locale, office.slug)}>{t('allOffices')}</SiteLink>
        </p>
      </div>
    </Section>
  );
}
