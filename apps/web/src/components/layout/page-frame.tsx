import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Alternates } from '@/lib/i18n/alternates';
import { SiteHeader } from './site-header';

type Props = { locale: Locale; alternates: Alternates; children: ReactNode };

/**
 * The header and main landmark of a page. Pages render it (not the layout) because the
 * language switch must point at this page's own translation.
 */
export function PageFrame({ locale, alternates, children }: Props) {
  return (
    <>
      <SiteHeader locale={locale} alternates={alternates} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
