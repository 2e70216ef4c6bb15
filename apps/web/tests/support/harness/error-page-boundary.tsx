import { createRoot } from 'react-dom/client';
import { ErrorPageBoundary } from '@/components/error/error-page-boundary';
import type { Locale } from '@/i18n/locales';

// A page of its own for the last-resort boundary of requirements 8 (bundled by
// tests/support/harness.ts): the error page inside it either renders or fails while rendering.

function ErrorPage({ fails }: { fails: boolean }) {
  if (fails) throw new Error('the error page could not render: its texts are missing');
  return (
    <main>
      <h1>Erreur interne au serveur.</h1>
    </main>
  );
}

export function mount(fails: boolean, locale: Locale) {
  createRoot(document.getElementById('root')!).render(
    <ErrorPageBoundary locale={locale}>
      <ErrorPage fails={fails} />
    </ErrorPageBoundary>,
  );
}
