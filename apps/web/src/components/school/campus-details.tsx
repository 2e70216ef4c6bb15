import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import type { Campus, CampusContact } from '@/lib/cms/schemas/school';
import { contentPath } from '@/lib/i18n/content-paths';
import styles from '@/blocks/blocks.module.css';

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
        <section className={styles.block}>
          <h2>{t('campusSchools')}</h2>
          <ul className={styles.pills}>
            {campus.schools.map((school) => (
              <li key={school.slug}>
                <Link href={contentPath.school(locale, school.slug)}>{school.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {contacts.length > 0 && (
        <section className={styles.block}>
          <h2>{t('campusContacts')}</h2>
          <ul className={styles.linkList}>
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
        </section>
      )}
    </>
  );
}
