import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseComparison } from '@/components/comparison/course-comparison';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { SiteLink } from '@/components/site-link';
import { perLocaleAlternates, sameRouteAlternates, type Alternates } from '@/i18n/alternates';
import { isLocale, locales, toLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getComparedCourses } from '@/lib/cms/resources/courses';
import { isSlug } from '@/lib/cms/slug';
import type { ComparedCourse } from '@/lib/cms/schemas/course';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';
import { COMPARE_PARAM, comparisonRequest } from '@/lib/shortlist/comparison-request';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/shortlist/shortlist';
import styles from '@/components/comparison/comparison.module.css';

type Props = PageProps<'/[locale]/[device]/comparer'>;

const compareHref = (slugs: string[]) => ({ pathname: '/comparer' as const, query: { [COMPARE_PARAM]: slugs } });

/** The courses the address names, in its order (one read, for all of them), and those it names in vain. */
async function load({ params, searchParams }: Props) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  const request = comparisonRequest((await searchParams)[COMPARE_PARAM]);
  const valid = request.slugs.filter(isSlug);
  const found = valid.length > 0 ? ((await getComparedCourses(locale, [...valid].sort().join(','))) ?? []) : [];
  const courses = request.slugs.flatMap((slug) => found.find((course) => course.slug === slug) ?? []);
  const unknown = request.slugs.filter((slug) => !courses.some((course) => course.slug === slug));
  return { locale, device: toDevice(device), request, courses, unknown };
}

/** The same comparison in each language (each course's slug there), where every course is translated. */
function comparisonAlternates(courses: ComparedCourse[], locale: Locale): Alternates {
  if (courses.length < COMPARE_MIN) return sameRouteAlternates('/comparer');
  const slugsIn = (other: Locale) =>
    courses.map((course) =>
      other === locale ? course.slug : course.localizations.find((l) => isLocale(l.locale) && l.locale === other)?.slug,
    );
  return perLocaleAlternates(
    Object.fromEntries(
      locales.flatMap((other) => {
        const slugs = slugsIn(other);
        return slugs.every((slug) => slug !== undefined) ? [[other, compareHref(slugs as string[])]] : [];
      }),
    ),
  );
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, courses } = await load(props);
  const t = await getTranslations({ locale, namespace: 'shortlist' });
  const compared = courses.map((course) => course.title).join(' · ');
  return {
    ...pageMetadata({
      locale,
      title: courses.length >= COMPARE_MIN ? `${t('compareTitle')} – ${compared}` : t('compareTitle'),
      alternates: comparisonAlternates(courses, locale),
    }),
    // A visitor's own combination: not a page for search engines, whose links they may follow.
    robots: { index: false, follow: true },
  };
}

/**
 * The comparison of 2 to 4 courses (`/comparer?course=a&course=b` | `/en/compare?…`): the whole
 * answer is in the server's HTML, so the address can be shared. An address naming unknown
 * courses, too many or too few, says so in the page's language.
 */
export default async function ComparisonPage(props: Props) {
  const { locale, device, request, courses, unknown } = await load(props);
  setRequestLocale(locale);
  const t = await getTranslations('shortlist');
  const shortlist = getPathname({ href: '/selection', locale });
  const slugs = courses.map((course) => course.slug);
  const withoutHref = (course: ComparedCourse) =>
    courses.length > COMPARE_MIN
      ? getPathname({ href: compareHref(slugs.filter((slug) => slug !== course.slug)), locale })
      : null;
  const notices = [
    request.tooMany && t('tooMany', { max: COMPARE_MAX }),
    unknown.length > 0 && t('unknown', { count: unknown.length, slugs: unknown.join(', ') }),
    courses.length < COMPARE_MIN && t('tooFew'),
  ].filter((notice): notice is string => Boolean(notice));
  return (
    <PageFrame locale={locale} device={device} alternates={comparisonAlternates(courses, locale)}>
      <PageHeader
        title={t('compareTitle')}
        intro={t('compareIntro')}
        crumbs={[{ href: shortlist, label: t('title') }]}
      />
      <div className="container">
        {notices.map((notice) => (
          <p key={notice} className={styles.notice}>
            {notice}
          </p>
        ))}
        <p className={styles.actions}>
          <SiteLink href={shortlist} className="button secondary">
            {t('backToShortlist')}
          </SiteLink>
          {courses.length < COMPARE_MIN && (
            <SiteLink href={getPathname({ href: '/formations', locale })} className="button">
              {t('browse')}
            </SiteLink>
          )}
        </p>
        {courses.length >= COMPARE_MIN && (
          <CourseComparison courses={courses} locale={locale} device={device} withoutHref={withoutHref} />
        )}
      </div>
    </PageFrame>
  );
}
