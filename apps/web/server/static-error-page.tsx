// The error page of requirements 8 as one self-contained HTML document, for the answers the front
// door makes itself (a malformed request, a body too large) and for an error page the site cannot
// render (server/error-pages.ts). It is the site's own: the component of every error page
// (ErrorScreen), the texts of its catalogue (src/lib/errors/catalogue.ts) and its stylesheets,
// inline, since this page has nothing to load them from. Rendered from them, it cannot drift.
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorScreen } from '@/components/error/error-screen';
import errorScreenStyles from '@/components/error/error-view.module.css?raw';
import type { Locale } from '@/i18n/locales';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';
import siteStyles from '@/styles/globals.css?raw';

/** The page of `status` in `locale`. */
export function staticErrorPage(status: number, locale: Locale): string {
  const t = builtinErrorTexts[locale];
  const page = renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t.title.replace('{status}', String(status))}</title>
        <style dangerouslySetInnerHTML={{ __html: siteStyles + errorScreenStyles }} />
      </head>
      <body>
        <main id="main">
          <ErrorScreen
            status={status}
            message={t[catalogueKey(status)]}
            homeHref={homeHref(locale)}
            homeLabel={t.backToSite}
          />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${page}`;
}
