import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ThankYou } from '@/components/forms/thank-you';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { toLocale } from '@/i18n/locales';
import { sameRouteAlternates } from '@/i18n/alternates';
import { isLeadType } from '@/lib/leads/lead-form';
import { pageMetadata } from '@/lib/metadata';
import { firstParam } from '@/lib/search-params';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[device]/remerciement-contact'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'forms' });
  return {
    ...pageMetadata({ locale, title: t('thanksTitle'), alternates: sameRouteAlternates('/remerciement-contact') }),
    robots: { index: false, follow: true },
  };
}

// Where every form leads once the lead is safe (requirements 1 and 2.4: /remerciement-contact).
export default async function ThankYouPage({
  params,
  searchParams,
}: PageProps<'/[locale]/[device]/remerciement-contact'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const query = await searchParams;
  const form = firstParam(query.form);
  const reference = firstParam(query.ref);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/remerciement-contact')}>
      <ThankYou
        locale={locale}
        type={isLeadType(form) ? form : 'contact'}
        schoolSlug={firstParam(query.school) ?? null}
        reference={reference && /^[a-f0-9]{16}$/.test(reference) ? reference : null}
      />
    </PageFrame>
  );
}
