import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { Course } from '@/lib/cms/schemas/course';
import { contentPath } from '@/i18n/content-paths';
import styles from './course-page.module.css';
import { SiteLink } from '@/components/site-link';
import { SaveButton } from '@/components/shortlist/save-button';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist';

export async function CourseHero({ course, locale }: { course: Course; locale: Locale }) {
  const [t, shortlist] = await Promise.all([getTranslations('lists'), getTranslations('shortlist')]);
  return (
    <PageHeader
      title={course.title}
      intro={course.summary}
      image={course.image}
      eyebrow={[course.graduationLevel?.label, course.programCategory?.titre].filter(Boolean).join(' · ')}
      crumbs={[{ href: getPathname({ href: '/formations', locale }), label: t('coursesTitle') }]}
    >
      {course.school && (
        <p className={styles.school}>
          <SiteLink href={contentPath.school(locale, course.school.slug)}>{course.school.name}</SiteLink>
        </p>
      )}
      <SaveButton
        id={course.documentId}
        label={shortlist('save')}
        fullText={shortlist('full', { max: SHORTLIST_MAX })}
        size="large"
      />
    </PageHeader>
  );
}
