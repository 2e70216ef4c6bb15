'use client';

import { usePathname } from 'next/navigation';
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '@/components/error/error-screen';
import { localeOfPath, type Locale } from '@/i18n/locales';
import { statusOfDigest } from '@/lib/cms/errors';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';
import '@/styles/globals.css';

type Props = { error: Error & { digest?: string } };

/** Spec 8's last resort: shown when rendering the error page itself fails. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failure: Error | null }> {
  state = { failure: null as Error | null };

  static getDerivedStateFromError(failure: Error) {
    return { failure };
  }

  render() {
    if (!this.state.failure) return this.props.children;
    return (
      <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>An error occurred while showing the error page</h1>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{this.state.failure.message}</pre>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose: the app is broken */}
        <a href="/">Go back to home</a>
      </main>
    );
  }
}

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
  const locale = localeOfPath(usePathname() ?? '/');
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
