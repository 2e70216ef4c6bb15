import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { BudgetView } from '@/components/costs/budget-view';
import { CostForm } from '@/components/costs/cost-form';
import { costFormFields } from '@/components/costs/cost-form-fields';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { sameRouteAlternates } from '@/i18n/alternates';
import { contentPath } from '@/i18n/content-paths';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getCountryGuideIfAvailable } from '@/lib/cms/resources/country-guides';
import { getIntakeDates } from '@/lib/cms/resources/intakes';
import {
  getCheapestCostCourse,
  getCostCampuses,
  getCostCountries,
  getCostCourse,
  getCostCourseOptions,
  getCostLevels,
  getNationalCosts,
  getScholarships,
} from '@/lib/cms/resources/study-costs';
import { budgetOf } from '@/lib/costs/budget';
import { academicYearOf } from '@/lib/time/academic-year-of';
import {
  costQuery,
  costRequestOfKey,
  costSelection,
  type CostNotice,
  intakesFor,
  knownRequest,
  levelCampusOf,
  tuitionBand,
  withFigures,
} from '@/lib/costs/cost-request';
import { localCurrency } from '@/lib/costs/local-currency';
import { scholarshipsFor } from '@/lib/costs/scholarships';
import { countryCalendar } from '@/lib/costs/country-calendar';
import { toDevice } from '@/lib/device';
import { leadFormHref } from '@/lib/leads/lead-form-href';
import { parisToday } from '@/lib/format';
import { now } from '@/lib/time/now';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/costs/costs.module.css';

// The cost calculator at /cout-des-etudes | /en/cost-of-studying: the proxy names its choices in
// the path, so each budget is rendered once and cached (docs/decisions/cost-calculator.md).
export const generateStaticParams = () => [];

type Props = PageProps<'/[locale]/[device]/cost-budget/[choices]'>;

const alternates = sameRouteAlternates('/cout-des-etudes');

/** The calculator's address for a query (no dangling "?" without one). */
const calculatorPath = (locale: ReturnType<typeof toLocale>, query: string) =>
  `${getPathname({ href: '/cout-des-etudes', locale })}${query ? `?${query}` : ''}`;

async function load({ params }: Props) {
  const { locale: value, device, choices: key } = await params;
  const locale = toLocale(value);
  const asked = costRequestOfKey(key);
  if (!asked) notFound();
  const [national, askedCourse, levels, campuses, intakes, countries, scholarships, t] = await Promise.all([
    getNationalCosts(),
    asked.course ? getCostCourse(locale, asked.course) : null,
    getCostLevels(locale),
    getCostCampuses(locale),
    getIntakeDates(locale),
    getCostCountries(locale),
    getScholarships(locale),
    getTranslations({ locale, namespace: 'costs' }),
    // The form's list without a level or campus needs no check first: asked along.
    !asked.level && !asked.campus ? getCostCourseOptions(locale, null, null) : null,
  ]);
  // Only a course with its tuition can be budgeted: the form offers no other.
  const named = withFigures(askedCourse) ? askedCourse : null;
  const today = parisToday(now());
  // With a country, its guide's calendar narrows the intakes and the aid (one more read, cached).
  const askedCountry = countries?.find((candidate) => candidate.countryCode === asked.country) ?? null;
  const guide = askedCountry ? await getCountryGuideIfAvailable(locale, askedCountry.slug) : null;
  const calendar = countryCalendar(guide, named?.graduationLevel?.slug ?? asked.level, intakes, today);
  const request = knownRequest(asked, { course: named, levels, campuses, intakes, countries, calendar }, today);
  // A value the CMS does not have: the nearest budget, at its own address.
  if (costQuery(request) !== costQuery(asked)) redirect(calculatorPath(locale, costQuery(request)));
  // Read with values the CMS has only (a made-up one would add a cache entry each).
  const levelCampus = request.level && !named ? levelCampusOf(request, campuses) : null;
  const [listed, cheapest] = await Promise.all([
    getCostCourseOptions(locale, request.level, request.campus),
    request.level && levelCampus
      ? getCheapestCostCourse(locale, request.level, levelCampus.slug, tuitionBand(request.choices))
      : null,
  ]);
  // The form's courses, and the one the address names when the list does not hold it.
  const courses =
    named && !listed.courses.some((course) => course.slug === named.slug) ? [...listed.courses, named] : listed.courses;
  return {
    locale,
    device: toDevice(device),
    request,
    national,
    named,
    cheapest,
    courses,
    moreCourses: listed.total > listed.courses.length,
    levels,
    campuses,
    intakes,
    countries,
    scholarships,
    calendar,
    // The route of the student's country: Études en France leaves out the aid closed to it.
    etudesEnFrance: guide?.etudesEnFrance ?? false,
    t,
    today,
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, request, t } = await load(props);
  return {
    ...pageMetadata({ locale, title: t('title'), description: t('intro'), alternates }),
    // A set of choices is the visitor's own: the calculator itself is the page to index.
    robots: { index: costQuery(request) === '', follow: true },
  };
}

/**
 * The cost calculator (requirements 10.17): the form, and, once a course or a level is chosen,
 * the year's budget, all in the server's HTML so that the address can be shared and cached.
 */
export default async function CostOfStudyingPage(props: Props) {
  const {
    locale,
    device,
    request,
    national,
    named,
    cheapest,
    courses,
    moreCourses,
    levels,
    campuses,
    intakes,
    countries,
    scholarships,
    calendar,
    etudesEnFrance,
    t,
    today,
  } = await load(props);
  setRequestLocale(locale);
  const { selection, notices: selectionNotices } = costSelection(request, { named, cheapest }, campuses);
  const offered = intakesFor(intakes, selection?.course ?? null, today, calendar);
  // Every intake to come is too late from the student's country: the budget is the national year's.
  const notices: CostNotice[] =
    calendar && offered.length === 0 && intakesFor(intakes, selection?.course ?? null, today).length > 0
      ? [...selectionNotices, 'noIntakeFromCountry']
      : selectionNotices;
  const intake = offered.find((candidate) => candidate.slug === request.intake) ?? offered[0] ?? null;
  const country = countries?.find((candidate) => candidate.countryCode === request.country) ?? null;
  const aid =
    selection &&
    scholarshipsFor(
      scholarships ?? [],
      selection.course,
      today,
      { country: request.country, etudesEnFrance },
      intake && { startDate: intake.startDate, timeline: calendar?.get(intake.slug) ?? null },
    );
  const budget =
    selection &&
    budgetOf(national, selection.campus.livingCosts, selection.course.tuition, request.choices, {
      academicYear: intake?.startDate ? academicYearOf(intake.startDate) : national.academicYear,
      country: country && { procedureFee: country.procedureFeeFigure, travel: country.travelFigure },
    });

  return (
    <PageFrame locale={locale} device={device} alternates={alternates}>
      <PageHeader title={t('title')} intro={t('intro')} crumbs={[]} />
      <div className={`container ${styles.layout}`}>
        <div>
          <h2 className="visually-hidden">{t('formTitle')}</h2>
          <CostForm
            // Drawn again with each budget's choices, also when the back button returns to one.
            key={costQuery(request)}
            action={getPathname({ href: '/cout-des-etudes', locale })}
            fields={costFormFields(t, {
              courses,
              moreCourses,
              levels,
              campuses,
              intakes: offered,
              countries: countries ?? [],
            })}
            values={{
              course: request.course ?? '',
              level: request.level ?? '',
              campus: request.campus ?? '',
              intake: request.intake ?? '',
              country: request.country ?? '',
              route: request.choices.route,
              fees: request.choices.band,
              housing: request.choices.housing,
            }}
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
              intake={intake?.label ?? null}
              country={
                country && {
                  code: country.countryCode,
                  name: country.country,
                  guideTitle: country.title,
                  guideHref: contentPath.countryGuide(locale, country.slug),
                  currency: country.currency ? localCurrency(national, country.currency, today) : null,
                }
              }
              brochureHref={leadFormHref('brochure', locale, {
                course: selection.course.slug,
                campus: selection.campus.slug,
              })}
              scholarships={aid?.offered ?? []}
              notThroughEtudesEnFrance={aid?.notThroughEtudesEnFrance ?? []}
            />
          ) : (
            notices.length === 0 && <p className={styles.notice}>{t('notices.chooseCourse')}</p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
