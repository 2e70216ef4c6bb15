import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlockList } from '@/blocks/block-list';
import { CourseAside } from '@/components/course/course-aside';
import { withCourseFacts } from '@/components/course/course-facts';
import { CourseHero } from '@/components/course/course-hero';
import { CourseCosts } from '@/components/costs/course-costs';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { toDevice } from '@/lib/device';
import { toLocale } from '@/i18n/locales';
import { getCourse } from '@/lib/cms/resources/courses';
import { getNationalCostsIfAvailable } from '@/lib/cms/resources/study-costs';
import { entryAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';
import { siteOrigin } from '@/lib/site-origin';
import { courseStructuredData } from '@/lib/structured-data';
import styles from '@/components/course/course-page.module.css';

export const generateStaticParams = () => [];

const PANEL = 'blocks.course-panel';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[device]/formations/[slug]'>): Promise<Metadata> {
  const { locale: value, slug } = await params;
  const locale = toLocale(value);
  const course = await getCourse(locale, slug);
  if (!course) return {};
  return pageMetadata({
    locale,
    title: course.title,
    description: course.summary,
    seo: course.seo,
    alternates: entryAlternates('/formations/[slug]', course, locale),
  });
}

export default async function CoursePage({ params }: PageProps<'/[locale]/[device]/formations/[slug]'>) {
  const { locale: value, device: segment, slug } = await params;
  const locale = toLocale(value);
  const device = toDevice(segment);
  setRequestLocale(locale);
  const [course, t, origin, national] = await Promise.all([
    getCourse(locale, slug),
    getTranslations('single'),
    siteOrigin(locale),
    getNationalCostsIfAvailable(),
  ]);
  if (!course) notFound();
  const blocks = withCourseFacts(course.blocks, course, locale);
  const labels = { feesEu: t('feesEu'), feesInternational: t('feesInternational') };
  const panel = (
    <BlockList blocks={blocks.filter((b) => b.__component === PANEL)} device={device} scope="course panel" />
  );
  return (
    <PageFrame
      locale={locale}
      device={device}
      alternates={entryAlternates('/formations/[slug]', course, locale)}
      leadContext={{ course: course.slug }}
      bottom={{
        coursePanel: panel,
      }}
    >
      <JsonLd data={courseStructuredData(course, blocks, labels, locale, origin)} />
      <CourseHero course={course} locale={locale} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.content}>
          <BlockList blocks={blocks.filter((b) => b.__component !== PANEL)} device={device} scope="course page" />
          <CourseCosts course={course} national={national} locale={locale} />
        </div>
        <CourseAside panel={panel} locale={locale} courseSlug={course.slug} />
      </div>
    </PageFrame>
  );
}
