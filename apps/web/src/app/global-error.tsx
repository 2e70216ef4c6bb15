'use client';

import { usePathname } from 'next/navigation';
import { ErrorPageBoundary } from '@/components/error/error-page-boundary';
import { ErrorScreen } from '@/components/error/error-screen';
import type { Locale } from '@/i18n/locales';
import { statusOfDigest } from '@/lib/cms/errors';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';
import '@/styles/globals.css';

type Props = { error: Error & { digest?: string } };

function LayoutErrorPage({ error, locale }: Props & { locale: Locale }) {
  const status = statusOfDigest(error.digest);
  const texts = builtinErrorTexts[locale];
  return (
    <main id="main">
      <ErrorScreen
        status={status}
        message={texts[catalogueKey(status)]}
        homeHref={homeHref(locale)}
        homeLabel={texts.backToSite}
      />
    </main>
  );
}

/** An error in the layout (typically: the CMS is down and the website settings cannot load). */
export default function GlobalError({ error }: Props) {
  // The layout failed, so there are no route params: the language comes from the address.
  const locale: Locale = /^\/en(\/|$)/.test(usePathname() ?? '') ? 'en' : 'fr';
  return (
    <html lang={locale}>
      <body>
        <ErrorPageBoundary>
          <LayoutErrorPage error={error} locale={locale} />
        </ErrorPageBoundary>
      </body>
    </html>
  );
}
