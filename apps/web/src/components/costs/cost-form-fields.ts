import type { getTranslations } from 'next-intl/server';
import type { CostCampus, CostCountry, CostCourse } from '@/lib/cms/resources/study-costs';
import type { IntakeDate } from '@/lib/cms/schemas/intake-date';
import { FEE_BANDS, HOUSINGS, ROUTES } from '@/lib/costs/budget';
import type { CostFormFields } from './cost-form';

type Translate = Awaited<ReturnType<typeof getTranslations<'costs'>>>;

/** The calculator form's choices, from the CMS's courses, campuses, intakes and guide countries. */
export function costFormFields(
  t: Translate,
  {
    courses,
    campuses,
    intakes,
    countries,
  }: {
    courses: readonly CostCourse[];
    campuses: readonly CostCampus[];
    /** The intakes still to come, soonest first (the first is the budget's when none is chosen). */
    intakes: readonly IntakeDate[];
    countries: readonly CostCountry[];
  },
): CostFormFields {
  const levels = new Map(
    courses.flatMap((course) =>
      course.graduationLevel ? [[course.graduationLevel.slug, course.graduationLevel.label] as const] : [],
    ),
  );
  const next = intakes[0];
  return {
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
