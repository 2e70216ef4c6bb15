import { getTranslations } from 'next-intl/server';
import { PillList } from '@/components/pill-list';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { School } from '@/lib/cms/schemas/school';
import styles from './details.module.css';

/** A school's campuses, programmes and website. */
export async function SchoolDetails({ school, locale }: { school: School; locale: Locale }) {
  const t = await getTranslations('single');
  return (
    <>
      {school.campuses.length > 0 && (
        <Section title={t('schoolCampuses')}>
          <PillList
            items={school.campuses.map((campus) => ({
              key: campus.slug,
              content: <SiteLink href={contentPath.campus(locale, campus.slug)}>{campus.city}</SiteLink>,
            }))}
          />
        </Section>
      )}
      {school.courses.length > 0 && (
        <Section title={t('schoolCourses')}>
          <ul className={styles.entries}>
            {school.courses.map((course) => (
              <li key={course.slug}>
                <SiteLink href={contentPath.course(locale, course.slug)}>{course.title}</SiteLink>
                {course.summary && <p>{course.summary}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {school.websiteUrl && (
        <p>
          <SiteLink href={school.websiteUrl} className="button secondary">
            {t('schoolWebsite')}
          </SiteLink>
        </p>
      )}
    </>
  );
}
