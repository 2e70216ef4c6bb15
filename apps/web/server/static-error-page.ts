// The error page of requirements 8 as one self-contained HTML document (built-in texts, inline style), for
// the answers the front door makes itself (a malformed request, a body too large) and for an
// error page the site cannot render (server/error-pages.ts). Its texts and its choice of message
// are the site's own (src/lib/errors/catalogue.ts), bundled into the server, so that the two
// pages cannot drift apart.
import type { Locale } from '@/i18n/locales';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';

export { catalogueKey };

// The site's colours (globals.css), inline: this page has no stylesheet to load.
const STYLE = `
  body { font-family: system-ui, sans-serif; text-align: center; padding: 4rem 1rem; color: #14213d; }
  p.code { font-size: 4rem; font-weight: 800; color: #1d3f8f; margin: 0; }
  a {
    display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 999px;
    background: #1d3f8f; color: #fff; text-decoration: none; font-weight: 600;
  }`;

/** The page of `status` in `locale`. */
export function staticErrorPage(status: number, locale: Locale): string {
  const t = builtinErrorTexts[locale];
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${t.title.replace('{status}', String(status))}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="code">${status}</p>
      <h1>${t[catalogueKey(status)]}</h1>
      <a href="${homeHref(locale)}">${t.backToSite}</a>
    </main>
  </body>
</html>`;
}
