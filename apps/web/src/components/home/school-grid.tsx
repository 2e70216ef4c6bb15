import Image from 'next/image';
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import type { SchoolCard } from '@/lib/cms/schemas/home';
import { contentPath } from '@/lib/i18n/content-paths';
import styles from './home.module.css';

export function SchoolGrid({ schools, locale }: { schools: SchoolCard[]; locale: Locale }) {
  return (
    <ul className={styles.schools}>
      {schools.map((school) => (
        <li key={school.slug}>
          {school.logo && <Image src={school.logo.src} alt="" width={56} height={56} />}
          <div>
            <Link href={contentPath.school(locale, school.slug)} className={styles.schoolLink}>
              {school.name}
            </Link>
            {school.tagline && <span>{school.tagline}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
