import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Card } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getSchools } from '@/lib/cms/resources/schools';
import { sameRouteAlternates } from '@/i18n/alternates';
import { contentPath } from '@/i18n/content-paths';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/ecoles'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return pageMetadata({
    locale,
    title: t('schoolsTitle'),
    description: t('schoolsIntro'),
    alternates: sameRouteAlternates('/ecoles'),
  });
}

export default async function SchoolsPage({ params }: PageProps<'/[locale]/[device]/ecoles'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [schools, t] = await Promise.all([getSchools(locale), getTranslations('lists')]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/ecoles')}>
      <PageHeader title={t('schoolsTitle')} intro={t('schoolsIntro')} />
      <div className="container">
        <CardGrid>
          {schools.map((school, index) => (
            <li key={school.slug}>
              <Card
                href={contentPath.school(locale, school.slug)}
                title={school.name}
                image={school.cover}
                logo={school.logo}
                text={school.tagline}
                headingLevel="h2"
                lcp={index === 0}
              />
            </li>
          ))}
        </CardGrid>
      </div>
    </PageFrame>
  );
}
