import type { getTranslations } from 'next-intl/server';
import type { CostCampus, CostCountry, CostCourseOption, CostLevel } from '@/lib/cms/resources/study-costs';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import { FEE_BANDS, HOUSINGS, ROUTES } from '@/lib/costs/budget';
import type { CostFormFields } from './cost-form';

type Translate = Awaited<ReturnType<typeof getTranslations<'costs'>>>;

/** The calculator form's choices, from the CMS's courses, levels, campuses, intakes and guide countries. */
export function costFormFields(
  t: Translate,
  {
    courses,
    moreCourses,
    levels,
    campuses,
    intakes,
    countries,
  }: {
    /** The courses listed (those of the chosen level and campus, a bounded few), grouped by level. */
    courses: readonly CostCourseOption[];
    /** More courses match than are listed: the form says how to narrow the list. */
    moreCourses: boolean;
    levels: readonly CostLevel[];
    campuses: readonly CostCampus[];
    /** The intakes still to come, soonest first (the first is the budget's when none is chosen). */
    intakes: readonly IntakeDate[];
    countries: readonly CostCountry[];
  },
): CostFormFields {
  const next = intakes[0];
  return {
    course: {
      label: t('course'),
      any: t('courseAny'),
      hint: moreCourses ? t('courseHint') : undefined,
      groups: levels.flatMap(({ slug, label }) => {
        const options = courses
          .filter((course) => course.graduationLevel?.slug === slug)
          .map((course) => [course.slug, course.title] as const);
        return options.length > 0 ? [{ label, options }] : [];
      }),
    },
    level: {
      label: t('level'),
      any: t('levelAny'),
      hint: t('levelHint'),
      options: levels.map(({ slug, label }) => [slug, label] as const),
    },
    selects: [
      {
        name: 'campus',
        label: t('campus'),
        options: [
          ['', t('campusAny')],
          ...campuses.filter((campus) => campus.livingCosts).map((campus) => [campus.slug, campus.title] as const),
        ],
      },
      ...(next
        ? [
            {
              name: 'intake',
              label: t('intake'),
              options: [
                ['', t('intakeNext', { intake: next.label })] as const,
                ...intakes.slice(1).map((intake) => [intake.slug, intake.label] as const),
              ],
            },
          ]
        : []),
      ...(countries.length > 0
        ? [
            {
              name: 'country',
              label: t('country'),
              hint: t('countryHint'),
              options: [
                ['', t('countryAny')] as const,
                ...countries.map((country) => [country.countryCode, country.country] as const),
              ],
            },
          ]
        : []),
    ],
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
}
