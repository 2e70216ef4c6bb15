import { getTranslations } from 'next-intl/server';
import { PillList } from '@/components/pill-list';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { Campus, CampusContact } from '@/lib/cms/schemas/campus';
import styles from './details.module.css';

/** The schools on a campus and its admissions contacts. */
export async function CampusDetails({
  campus,
  contacts,
  locale,
}: {
  campus: Campus;
  contacts: CampusContact[];
  locale: Locale;
}) {
  const t = await getTranslations('single');
  return (
    <>
      {campus.schools.length > 0 && (
        <Section title={t('campusSchools')}>
          <PillList
            items={campus.schools.map((school) => ({
              key: school.slug,
              content: <SiteLink href={contentPath.school(locale, school.slug)}>{school.name}</SiteLink>,
            }))}
          />
        </Section>
      )}
      {contacts.length > 0 && (
        <Section title={t('campusContacts')}>
          <ul className={styles.entries}>
            {contacts.map((contact) => (
              <li key={contact.name}>
                <strong>{contact.name}</strong>
                {contact.role && <p>{contact.role}</p>}
                {contact.email && (
                  <p>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </p>
                )}
                {contact.phone && <p>{contact.phone}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
