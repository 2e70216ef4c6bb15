import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import { CardSaveButtons } from '@/components/shortlist/card-save-buttons';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { CourseCard } from '@/lib/cms/schemas/course';
import type { CardProps } from '@/components/cards/card';
import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist';

type Props = { courses: CourseCard[]; locale: Locale; headingLevel?: CardProps['headingLevel'] };

/**
 * `headingLevel`: h2 where the grid follows the page's h1 directly (the course list), h3 under a
 * section's h2. The grid opens the course list, so its first picture is the page's largest paint.
 */
export async function CourseGrid({ courses, locale, headingLevel }: Props) {
  const t = await getTranslations('shortlist');
  return (
    <CardSaveButtons
      ids={courses.map((course) => course.documentId).join(',')}
      label={t('save')}
      fullText={t('full', { max: SHORTLIST_MAX })}
    >
      <CardGrid>
        {courses.map((course, index) => (
          <li key={course.documentId}>
            <Card
              href={contentPath.course(locale, course.slug)}
              title={course.title}
              image={course.image}
              meta={[course.graduationLevel?.label, course.school?.name].filter(Boolean).join(' · ')}
              text={course.summary}
              footer={course.campuses.map((c) => c.city).join(', ') || null}
              headingLevel={headingLevel}
              lcp={index === 0}
            />
          </li>
        ))}
      </CardGrid>
    </CardSaveButtons>
  );
}
