import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { catalogueKey, homeHref } from '@/lib/errors/catalogue';
import { ErrorScreen } from './error-screen';

type Props = { status: number; locale: Locale; message?: string };

/** The error page rendered on the server, with texts from the dictionary (editable in the CMS). */
export async function ErrorView({ status, locale, message }: Props) {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <ErrorScreen
      status={status}
      message={message ?? t(catalogueKey(status))}
      homeHref={homeHref(locale)}
      homeLabel={t('backToSite')}
    />
  );
}
