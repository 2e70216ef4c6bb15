// The error page of requirements 8 as one self-contained HTML document, for the answers the front
// door makes itself (a malformed request, a body too large) and for an error page the site cannot
// render (server/error-pages.ts), and the page Varnish sends when the site is away (written by the
// build: scripts/build-server.mjs). It is the site's own: the component of every error page
// (ErrorScreen), the texts of its catalogue (src/lib/errors/catalogue.ts) and its stylesheets,
// inline, since this page has nothing to load them from. Rendered from them, it cannot drift.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BuiltinErrorScreen, builtinErrorTitle, ErrorScreen } from '@/components/error/error-screen';
import errorScreenStyles from '@/components/error/error-view.module.css?raw';
import type { Locale } from '@/i18n/locales';
import { builtinErrorTexts } from '@/lib/errors/catalogue';
import siteStyles from '@/styles/globals.css?raw';

/** A whole document around `screen`: its language, its title, the stylesheets inline. */
const documentOf = (locale: Locale, title: string, screen: ReactNode): string =>
  `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: siteStyles + errorScreenStyles }} />
      </head>
      <body>
        <main id="main">{screen}</main>
      </body>
    </html>,
  )}`;

// A page per status and language, drawn once: refusals are what a flood of bad requests gets.
const pages = new Map<string, string>();

/** The page of `status` in `locale`. */
export function staticErrorPage(status: number, locale: Locale): string {
  const key = `${status} ${locale}`;
  let page = pages.get(key);
  if (page === undefined) {
    page = documentOf(
      locale,
      builtinErrorTitle(status, locale),
      <BuiltinErrorScreen status={status} locale={locale} />,
    );
    pages.set(key, page);
  }
  return page;
}

/**
 * The 503 page Varnish sends for a page it does not hold while the site is away
 * (deploy/varnish/site.vcl): the site is not there to render anything, so the page says when to
 * come back, and its link asks for the same address again (the home page may be no closer).
 */
export function unavailablePage(locale: Locale): string {
  const texts = builtinErrorTexts[locale];
  return documentOf(
    locale,
    builtinErrorTitle(503, locale),
    <ErrorScreen
      status={503}
      message={texts.unavailable}
      detail={texts.unavailableRetry}
      // An empty address is the page's own: a full load of the same page.
      homeHref=""
      homeLabel={texts.retry}
    />,
  );
}

/** The same, as one line of text: for what is not a page (the API, a file, Next's data requests). */
export const unavailableText = (locale: Locale): string =>
  `${builtinErrorTexts[locale].unavailable} ${builtinErrorTexts[locale].unavailableRetry}\n`;
