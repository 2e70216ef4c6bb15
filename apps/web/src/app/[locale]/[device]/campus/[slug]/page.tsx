import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CampusDetails } from '@/components/school/campus-details';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/prose';
import { toLocale } from '@/i18n/locales';
import { getCampus, getCampusContacts } from '@/lib/cms/resources/campuses';
import { entryAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/campus/[slug]'>): Promise<Metadata> {
  const { locale: value, slug } = await params;
  const locale = toLocale(value);
  const campus = await getCampus(locale, slug);
  if (!campus) return {};
  return pageMetadata({
    locale,
    title: campus.title,
    description: campus.address,
    seo: campus.seo,
    alternates: entryAlternates('/campus/[slug]', campus, locale),
  });
}

export default async function CampusPage({ params }: PageProps<'/[locale]/[device]/campus/[slug]'>) {
  const { locale: value, device, slug } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [campus, contacts] = await Promise.all([getCampus(locale, slug), getCampusContacts(locale, slug)]);
  if (!campus) notFound();
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={entryAlternates('/campus/[slug]', campus, locale)}>
      <PageHeader title={campus.title} intro={campus.address} image={campus.image} eyebrow={campus.city} crumbs={[]} />
      <div className="container">
        {campus.description && <Prose>{campus.description}</Prose>}
        <CampusDetails campus={campus} contacts={contacts ?? []} locale={locale} />
      </div>
    </PageFrame>
  );
}
