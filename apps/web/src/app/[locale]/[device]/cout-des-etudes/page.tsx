import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BudgetView } from '@/components/costs/budget-view';
import { CostForm, type CostFormFields } from '@/components/costs/cost-form';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getCostCampuses, getCostCourses, getNationalCosts, getScholarships } from '@/lib/cms/resources/study-costs';
import { budgetOf, FEE_BANDS, HOUSINGS, ROUTES } from '@/lib/costs/budget';
import { COST_PARAMS, costRequest, costSelection } from '@/lib/costs/cost-request';
import { scholarshipsFor } from '@/lib/costs/scholarships';
import { toDevice } from '@/lib/device';
import { leadFormHref } from '@/lib/leads/lead-form-href';
import { parisToday } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/costs/costs.module.css';

type Props = PageProps<'/[locale]/[device]/cout-des-etudes'>;

const alternates = sameRouteAlternates('/cout-des-etudes');

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'costs' });
  return {
    ...pageMetadata({ locale, title: t('title'), description: t('intro'), alternates }),
    // A set of choices is the visitor's own: the calculator itself is the page to index.
    robots: { index: !COST_PARAMS.some((name) => query[name] !== undefined), follow: true },
  };
}

/**
 * The cost calculator (requirements 10.17, `/cout-des-etudes` | `/en/cost-of-studying`): the form,
 * and, once a course or a level is chosen, the year's budget, all in the server's HTML so that
 * the address can be shared and cached.
 */
export default async function CostOfStudyingPage({ params, searchParams }: Props) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [national, courses, campuses, scholarships, query, t] = await Promise.all([
    getNationalCosts(),
    getCostCourses(locale),
    getCostCampuses(locale),
    getScholarships(locale),
    searchParams,
    getTranslations('costs'),
  ]);
  const request = costRequest(query);
  const { selection, notices } = costSelection(request, courses, campuses);
  const budget =
    selection && budgetOf(national, selection.campus.livingCosts, selection.course.tuition, request.choices);

  const levels = new Map(
    courses.flatMap((course) =>
      course.graduationLevel ? [[course.graduationLevel.slug, course.graduationLevel.label]] : [],
    ),
  );
  const fields: CostFormFields = {
    course: {
      label: t('course'),
      any: t('courseAny'),
      groups: [...levels].map(([slug, label]) => ({
        label,
        options: courses
          .filter((course) => course.graduationLevel?.slug === slug)
          .map((course) => [course.slug, course.title] as const),
      })),
    },
    level: { label: t('level'), any: t('levelAny'), hint: t('levelHint'), options: [...levels] },
    campus: {
      label: t('campus'),
      options: [
        ['', t('campusAny')],
        ...campuses.filter((campus) => campus.livingCosts).map((campus) => [campus.slug, campus.title] as const),
      ],
    },
    radios: [
      { name: 'route', legend: t('route'), options: ROUTES.map((route) => [route, t(`routes.${route}`)] as const) },
      { name: 'fees', legend: t('fees'), options: FEE_BANDS.map((band) => [band, t(`bands.${band}`)] as const) },
      {
        name: 'housing',
        legend: t('housing'),
        options: HOUSINGS.map((housing) => [housing, t(`housings.${housing}`)] as const),
      },
    ],
  };
  const values = {
    course: request.course ?? '',
    level: request.level ?? '',
    campus: request.campus ?? '',
    route: request.choices.route,
    fees: request.choices.band,
    housing: request.choices.housing,
  };

  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={alternates}>
      <PageHeader title={t('title')} intro={t('intro')} crumbs={[]} />
      <div className={`container ${styles.layout}`}>
        <div>
          <h2 className="visually-hidden">{t('formTitle')}</h2>
          <CostForm
            // Drawn again with each budget's choices, also when the back button returns to one.
            key={new URLSearchParams(values).toString()}
            action={getPathname({ href: '/cout-des-etudes', locale })}
            fields={fields}
            values={values}
            submitLabel={t('submit')}
          />
        </div>
        <div>
          {notices.map((notice) => (
            <p key={notice} className={styles.notice}>
              {t(`notices.${notice}`)}
            </p>
          ))}
          {selection && budget ? (
            <BudgetView
              budget={budget}
              locale={locale}
              title={t('resultTitle', { course: selection.course.title, city: selection.campus.city })}
              basis={selection.basis === 'level' ? t('resultBasis', { course: selection.course.title }) : null}
              academicYear={national.academicYear}
              brochureHref={leadFormHref('brochure', locale, {
                course: selection.course.slug,
                campus: selection.campus.slug,
              })}
              scholarships={scholarshipsFor(scholarships ?? [], selection.course, parisToday())}
            />
          ) : (
            notices.length === 0 && <p className={styles.notice}>{t('notices.chooseCourse')}</p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
