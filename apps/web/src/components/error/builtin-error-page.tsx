import type { Locale } from '@/i18n/locales';
import { statusOfDigest } from '@/lib/cms/errors';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';
import { ErrorScreen } from './error-screen';

/**
 * The page of requirements 8 for a failure caught by an error boundary (in the browser), with the
 * status its digest carries. Its texts are the built-in ones: the CMS dictionary may be what
 * failed.
 */
export function BuiltinErrorPage({ digest, locale }: { digest: string | undefined; locale: Locale }) {
  const status = statusOfDigest(digest);
  const texts = builtinErrorTexts[locale];
  return (
    <main id="main">
      <title>{texts.title.replace('{status}', String(status))}</title>
      <ErrorScreen
        status={status}
        message={texts[catalogueKey(status)]}
        homeHref={homeHref(locale)}
        homeLabel={texts.backToSite}
      />
    </main>
  );
}
