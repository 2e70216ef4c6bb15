import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { Course } from '@/lib/cms/schemas/course';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { budgetOf, type FeeBand } from '@/lib/costs/budget';
import { formatEuros } from '@/lib/format';
import table from '@/components/data-table.module.css';
import styles from './costs.module.css';

type Props = { course: Pick<Course, 'slug' | 'campuses' | 'tuition'>; national: NationalCosts | null; locale: Locale };

/**
 * What a year of this course costs on each of its campuses (requirements 10.17): the calculator's
 * budget for a full-time student in a student residence, in each fee band, and a link to its
 * detail. Nothing when the CMS has no figures for it.
 */
export async function CourseCosts({ course, national, locale }: Props) {
  const { tuition } = course;
  const campuses = course.campuses.flatMap((campus) =>
    campus.livingCosts ? [{ ...campus, living: campus.livingCosts }] : [],
  );
  if (!national || !tuition || campuses.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'costs' });
  const perYear = (living: (typeof campuses)[number]['living'], band: FeeBand) =>
    formatEuros(
      locale,
      budgetOf(national, living, tuition, { route: 'full-time', band, housing: 'residence' }).perYear,
    );
  return (
    <section className={styles.summary} aria-labelledby="course-costs-title">
      <h2 id="course-costs-title">{t('summaryTitle')}</h2>
      <p>{t('summaryIntro')}</p>
      <div className={table.scroll} tabIndex={0} role="region" aria-labelledby="course-costs-caption">
        <table className={`${table.table} ${styles.table}`}>
          <caption id="course-costs-caption">
            {t('summaryCaption')} ({national.academicYear})
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('summaryCampus')}</th>
              <th scope="col">{t('summaryEu')}</th>
              <th scope="col">{t('summaryNonEu')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('source')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campuses.map((campus) => (
              <tr key={campus.slug}>
                <th scope="row">{campus.city}</th>
                <td>{perYear(campus.living, 'eu')}</td>
                <td>{perYear(campus.living, 'non-eu')}</td>
                <td>
                  <SiteLink
                    href={getPathname({
                      href: { pathname: '/cout-des-etudes', query: { course: course.slug, campus: campus.slug } },
                      locale,
                    })}
                  >
                    {t('summaryDetail', { city: campus.city })}
                  </SiteLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
