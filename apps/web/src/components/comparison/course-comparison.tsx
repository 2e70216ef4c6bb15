import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import type { ComparedCourse } from '@/lib/cms/schemas/course';
import type { Device } from '@/lib/device';
import { comparisonFacts, CRITERIA, type Fact } from './comparison-facts';
import styles from './comparison.module.css';

type Props = {
  courses: ComparedCourse[];
  locale: Locale;
  device: Device;
  /** The comparison without this course (null: two courses, none can go). */
  withoutHref: (course: ComparedCourse) => string | null;
};

/**
 * The comparison of 2 to 4 courses. Desktop: a table, the courses as column headers, one row
 * per criterion. Phone: one section per criterion, each course's value under its name, with no
 * horizontal scrolling.
 */
export async function CourseComparison({ courses, locale, device, withoutHref }: Props) {
  const [t, s] = await Promise.all([getTranslations('single'), getTranslations('shortlist')]);
  const facts = courses.map((course) => comparisonFacts(course, locale));
  const value = (fact: Fact) =>
    fact === null ? (
      <span className={styles.missing}>{s('notSpecified')}</span>
    ) : typeof fact === 'string' ? (
      fact
    ) : (
      <ul className={styles.items}>
        {fact.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  const heading = (course: ComparedCourse) => {
    const without = withoutHref(course);
    return (
      <>
        <SiteLink href={contentPath.course(locale, course.slug)} className={styles.courseLink}>
          {course.title}
        </SiteLink>
        {course.school && <span className={styles.school}>{course.school.name}</span>}
        {without && (
          <SiteLink href={without} className={styles.without}>
            {s('removeFromComparison')}
            <span className="visually-hidden"> – {course.title}</span>
          </SiteLink>
        )}
      </>
    );
  };
  const caption = s('caption', { count: courses.length });

  if (device === 'mobile') {
    return (
      <div className={styles.stacked}>
        <h2 className="visually-hidden">{caption}</h2>
        <ol className={styles.courses}>
          {courses.map((course, index) => (
            <li key={course.documentId} className={styles.course}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div>{heading(course)}</div>
            </li>
          ))}
        </ol>
        {CRITERIA.map((criterion) => (
          <section key={criterion} className={styles.criterion} aria-labelledby={`criterion-${criterion}`}>
            <h2 id={`criterion-${criterion}`}>{t(criterion)}</h2>
            <dl>
              {courses.map((course, index) => (
                <div key={course.documentId}>
                  <dt>
                    <span className={styles.number} aria-hidden="true">
                      {index + 1}
                    </span>
                    {course.title}
                  </dt>
                  <dd>{value(facts[index]?.[criterion] ?? null)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    );
  }
  return (
    // A desktop window narrowed below the table's width scrolls it (the phone layout is a phone's).
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner}>{s('criterion')}</td>
            {courses.map((course) => (
              <th key={course.documentId} scope="col">
                {heading(course)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CRITERIA.map((criterion) => (
            <tr key={criterion}>
              <th scope="row">{t(criterion)}</th>
              {courses.map((course, index) => (
                <td key={course.documentId}>{value(facts[index]?.[criterion] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
