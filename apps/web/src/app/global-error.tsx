'use client';

import { usePathname } from 'next/navigation';
import { BuiltinErrorPage } from '@/components/error/builtin-error-page';
import { ErrorPageBoundary } from '@/components/error/error-page-boundary';
import { localeOfPath } from '@/i18n/locales';
import '@/styles/globals.css';

type Props = { error: Error & { digest?: string } };

/** An error the page's own error boundary could not show (in the root layout, or in that boundary). */
export default function GlobalError({ error }: Props) {
  // The layout failed, so there are no route params: the language comes from the address.
  const locale = localeOfPath(usePathname() ?? '/');
  return (
    <html lang={locale}>
      <body>
        <ErrorPageBoundary locale={locale}>
          <BuiltinErrorPage digest={error.digest} locale={locale} />
        </ErrorPageBoundary>
      </body>
    </html>
  );
}
