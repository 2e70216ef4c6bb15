import { ServerImage } from '@/components/media/server-image';
import { CardGrid } from '@/components/cards/card-grid';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { SchoolCard } from '@/lib/cms/schemas/school';
import styles from './home.module.css';

/** The schools with their logos, compact: the whole row is the link to the school. */
export function SchoolGrid({ schools, locale }: { schools: SchoolCard[]; locale: Locale }) {
  return (
    <CardGrid size="small">
      {schools.map((school) => (
        <li key={school.slug} className={styles.school}>
          {school.logo && <ServerImage src={school.logo.src} alt="" width={56} height={56} />}
          <div>
            <SiteLink href={contentPath.school(locale, school.slug)} className={styles.schoolLink}>
              {school.name}
            </SiteLink>
            {school.tagline && <span>{school.tagline}</span>}
          </div>
        </li>
      ))}
    </CardGrid>
  );
}
