import type { Locale } from '@/i18n/locales';
import { statusOfDigest } from '@/lib/cms/errors';
import { BuiltinErrorScreen, builtinErrorTitle } from './error-screen';

/**
 * The page of requirements 8 for a failure caught by an error boundary (in the browser), with the
 * status its digest carries. Its texts are the built-in ones: the CMS dictionary may be what
 * failed.
 */
export function BuiltinErrorPage({ digest, locale }: { digest: string | undefined; locale: Locale }) {
  const status = statusOfDigest(digest);
  return (
    <main id="main">
      <title>{builtinErrorTitle(status, locale)}</title>
      <BuiltinErrorScreen status={status} locale={locale} />
    </main>
  );
}
