// The error page of requirements 8 as one self-contained HTML document, for the answers the front
// door makes itself (a malformed request, a body too large) and for an error page the site cannot
// render (server/error-pages.ts). It is the site's own: the component of every error page
// (ErrorScreen), the texts of its catalogue (src/lib/errors/catalogue.ts) and its stylesheets,
// inline, since this page has nothing to load them from. Rendered from them, it cannot drift.
import { renderToStaticMarkup } from 'react-dom/server';
import { BuiltinErrorScreen, builtinErrorTitle } from '@/components/error/error-screen';
import errorScreenStyles from '@/components/error/error-view.module.css?raw';
import type { Locale } from '@/i18n/locales';
import siteStyles from '@/styles/globals.css?raw';

// A page per status and language, drawn once: refusals are what a flood of bad requests gets.
const pages = new Map<string, string>();

/** The page of `status` in `locale`. */
export function staticErrorPage(status: number, locale: Locale): string {
  const key = `${status} ${locale}`;
  let page = pages.get(key);
  if (page === undefined) {
    page = `<!DOCTYPE html>${renderToStaticMarkup(
      <html lang={locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{builtinErrorTitle(status, locale)}</title>
          <style dangerouslySetInnerHTML={{ __html: siteStyles + errorScreenStyles }} />
        </head>
        <body>
          <main id="main">
            <BuiltinErrorScreen status={status} locale={locale} />
          </main>
        </body>
      </html>,
    )}`;
    pages.set(key, page);
  }
  return page;
}
