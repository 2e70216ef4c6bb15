import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Prose } from '@/components/prose';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { SchoolDetails } from '@/components/school/school-details';
import { getPathname } from '@/i18n/navigation';
import { toLocale } from '@/i18n/locales';
import { getSchool } from '@/lib/cms/resources/schools';
import { getWebsite } from '@/lib/cms/resources/website';
import { JsonLd } from '@/components/seo/json-ld';
import { siteOrigin } from '@/lib/site-origin';
import { schoolStructuredData } from '@/lib/structured-data';
import { entryAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/ecoles/[slug]'>): Promise<Metadata> {
  const { locale: value, slug } = await params;
  const locale = toLocale(value);
  const school = await getSchool(locale, slug);
  if (!school) return {};
  return pageMetadata({
    locale,
    title: school.name,
    description: school.tagline,
    seo: school.seo,
    alternates: entryAlternates('/ecoles/[slug]', school, locale),
  });
}

export default async function SchoolPage({ params }: PageProps<'/[locale]/[device]/ecoles/[slug]'>) {
  const { locale: value, device, slug } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [school, t, website, origin] = await Promise.all([
    getSchool(locale, slug),
    getTranslations('lists'),
    getWebsite(locale),
    siteOrigin(locale),
  ]);
  if (!school) notFound();
  return (
    <PageFrame
      locale={locale}
      device={toDevice(device)}
      alternates={entryAlternates('/ecoles/[slug]', school, locale)}
      leadContext={{ school: school.slug }}
    >
      <JsonLd data={schoolStructuredData(school, website.siteName, locale, origin)} />
      <PageHeader
        title={school.name}
        intro={school.tagline}
        image={school.cover}
        logo={school.logo}
        eyebrow={school.logo ? null : school.code}
        crumbs={[{ href: getPathname({ href: '/ecoles', locale }), label: t('schoolsTitle') }]}
      />
      <div className="container">
        {school.description && <Prose>{school.description}</Prose>}
        <SchoolDetails school={school} locale={locale} />
      </div>
    </PageFrame>
  );
}
