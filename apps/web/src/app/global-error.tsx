'use client';

import { usePathname } from 'next/navigation';
import { Component, type ReactNode } from 'react';
import { BuiltinErrorPage } from '@/components/error/builtin-error-page';
import { localeOfPath } from '@/i18n/locales';
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

/** An error the page's own error boundary could not show (in the root layout, or in that boundary). */
export default function GlobalError({ error }: Props) {
  // The layout failed, so there are no route params: the language comes from the address.
  const locale = localeOfPath(usePathname() ?? '/');
  return (
    <html lang={locale}>
      <body>
        <ErrorPageBoundary>
          <BuiltinErrorPage digest={error.digest} locale={locale} />
        </ErrorPageBoundary>
      </body>
    </html>
  );
}
