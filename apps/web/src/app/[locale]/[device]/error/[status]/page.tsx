import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { toLocale } from '@/i18n/locales';
import { sameRouteAlternates } from '@/i18n/alternates';
import { errorPageStatus } from '@/lib/errors/catalogue';
import { recordResponseStatus } from '@/lib/request-context';

// Rendered for each answer and never cached: its status comes from the render (see below), and
// a cached copy would be served without rendering, as a 200.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[device]/error/[status]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: value, status } = await params;
  const t = await getTranslations({ locale: toLocale(value), namespace: 'errors' });
  return { title: t('title', { status: errorPageStatus(status) }), robots: { index: false, follow: false } };
}

/**
 * The error page of requirements 8 inside the site's frame. Next draws the page of `notFound()` or
 * of a failed render in the browser only (vercel/next.js#62228), so the front door answers those with
 * this page, rendered normally, instead (docs/decisions/error-pages.md). Opened directly, it
 * answers its own status.
 */
export default async function ErrorPage({ params }: Props) {
  const { locale: value, device, status: segment } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const status = errorPageStatus(segment);
  recordResponseStatus(status);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/')}>
      <ErrorView status={status} locale={locale} />
    </PageFrame>
  );
}
