import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { Office } from '@/lib/cms/schemas/office';
import { OfficeContact } from '@/components/office/office-contact';
import { OfficeHours } from '@/components/office/office-hours';
import styles from './country-guide.module.css';

/** The network's office in the guide's country: where it is, how to reach it, when it is open (its local time). */
export async function GuideOffice({ office, locale }: { office: Office; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  return (
    <Section title={t('officeTitle', { city: office.city })}>
      <div className={styles.office}>
        {office.description && <p>{office.description}</p>}
        <OfficeContact office={office} className={styles.contact} />
        <OfficeHours office={office} locale={locale} />
        <p>
          <SiteLink href={contentPath.office(locale, office.slug)}>{t('allOffices')}</SiteLink>
        </p>
      </div>
    </Section>
  );
}
