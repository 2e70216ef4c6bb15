import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getLeadCourse, getLeadFormOptions } from '@/lib/cms/resources/lead-options';
import { sameRouteAlternates } from '@/i18n/alternates';
import { countryChoices } from '@/lib/leads/country-choices';
import { issueFormToken } from '@/lib/leads/form-token';
import { STUDY_LEVELS, type LeadType } from '@/lib/leads/lead-form';
import { LEAD_FORM_PATHS, leadFormHref } from '@/lib/leads/lead-form-href';
import { pageMetadata } from '@/lib/metadata';
import { firstParam } from '@/lib/search-params';
import { isSlug } from '@/lib/cms/slug';
import { LeadForm } from './lead-form';
import { submitLead } from './submit-lead';

type Query = Record<string, string | string[] | undefined>;
type Props = { type: LeadType; params: Promise<{ locale: string; device: string }>; searchParams: Promise<Query> };

export const leadFormMetadata =
  (type: LeadType) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = toLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'forms' });
    return pageMetadata({
      locale,
      title: t(`${type}Title`),
      description: t(`${type}Intro`),
      alternates: sameRouteAlternates(LEAD_FORM_PATHS[type]),
    });
  };

/**
 * A call to action's page: its form, starting with the course or school of the page it was
 * opened from (`?course=` or `?school=`, slugs in the page's language).
 */
export async function LeadFormPage({ type, params, searchParams }: Props) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [offered, query, t, messages] = await Promise.all([
    getLeadFormOptions(locale),
    searchParams,
    getTranslations('forms'),
    getMessages(),
  ]);
  const asked = firstParam(query.course);
  // The course the address names, also when the form's list (a bound) stops before it.
  const named = asked && !offered.courses.some((c) => c.slug === asked) ? await getLeadCourse(locale, asked) : null;
  const options = named ? { ...offered, courses: [...offered.courses, named] } : offered;

  const course = options.courses.find((c) => c.slug === asked);
  const school = options.schools.find((s) =>
    course?.school ? s.documentId === course.school.documentId : s.slug === firstParam(query.school),
  );
  const campus = firstParam(query.campus);
  const pagePath = leadFormHref(type, locale, {
    course: course?.slug,
    school: course ? undefined : school?.slug,
    campus: course && campus && isSlug(campus) ? campus : undefined,
  });
  const choices = {
    countries: countryChoices(locale),
    levels: STUDY_LEVELS.map((level) => [level, t(`levels.${level}`)] as const),
    courses: options.courses.map((c) => ({
      id: c.documentId,
      title: c.title,
      schoolId: c.school?.documentId ?? null,
      schoolName: c.school?.name ?? '',
    })),
    schools: options.schools.map((s) => ({ id: s.documentId, name: s.name })),
    intakes: options.intakes.map((i) => ({ id: i.documentId, label: i.label })),
  };

  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates(LEAD_FORM_PATHS[type])}>
      <PageHeader
        title={t(`${type}Title`)}
        intro={t(`${type}Intro`)}
        eyebrow={course?.title ?? school?.name}
        crumbs={[]}
      />
      <div className="container">
        {/* The form's texts only: the rest of the dictionary stays on the server. */}
        <NextIntlClientProvider
          locale={locale}
          messages={{ forms: (messages as { forms: Record<string, unknown> }).forms }}
        >
          <LeadForm
            type={type}
            action={submitLead.bind(null, {
              type,
              locale,
              pagePath,
              consentTexts: { consent: t('consent'), marketingOptIn: t('marketingOptIn') },
            })}
            token={issueFormToken()}
            choices={choices}
            initial={{ course: course?.documentId, school: school?.documentId }}
            privacyHref={t('privacyHref')}
          />
        </NextIntlClientProvider>
      </div>
    </PageFrame>
  );
}
