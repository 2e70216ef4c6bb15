import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import type { School } from '@/lib/cms/schemas/school';
import { contentPath } from '@/lib/i18n/content-paths';
import styles from '@/blocks/blocks.module.css';

/** A school's campuses, programmes and website. */
export async function SchoolDetails({ school, locale }: { school: School; locale: Locale }) {
  const t = await getTranslations('single');
  return (
    <>
      {school.campuses.length > 0 && (
        <section className={styles.block}>
          <h2>{t('schoolCampuses')}</h2>
          <ul className={styles.pills}>
            {school.campuses.map((campus) => (
              <li key={campus.slug}>
                <Link href={contentPath.campus(locale, campus.slug)}>{campus.city}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {school.courses.length > 0 && (
        <section className={styles.block}>
          <h2>{t('schoolCourses')}</h2>
          <ul className={styles.linkList}>
            {school.courses.map((course) => (
              <li key={course.slug}>
                <Link href={contentPath.course(locale, course.slug)}>{course.title}</Link>
                {course.summary && <p>{course.summary}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {school.websiteUrl && (
        <p>
          <a href={school.websiteUrl} target="_blank" rel="noopener" className="button secondary">
            {t('schoolWebsite')}
          </a>
        </p>
      )}
    </>
  );
}
