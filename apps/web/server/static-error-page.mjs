// Spec 8's error page as one self-contained HTML document (built-in texts, inline style), for
// the answers the front door makes itself (a malformed request, a body too large) and for an
// error page the site cannot render (server/error-pages.mjs). Plain JavaScript, as server.mjs is:
// the catalogue mapping repeats src/lib/errors/catalogue.ts, which
// tests/unit/static-error-page.test.ts keeps in step.
import en from '../src/lib/dictionary/errors/en.json' with { type: 'json' };
import fr from '../src/lib/dictionary/errors/fr.json' with { type: 'json' };

const texts = { fr, en };

/** Spec 8: which catalogue message a status shows (500 and 503 share one; 413 tells what to change). */
export function catalogueKey(status) {
  if ([400, 401, 403, 404, 413, 504].includes(status)) return String(status);
  if (status === 500 || status === 503) return '500';
  return 'other';
}

// The site's colours (globals.css), inline: this page has no stylesheet to load.
const STYLE = `
  body { font-family: system-ui, sans-serif; text-align: center; padding: 4rem 1rem; color: #14213d; }
  p.code { font-size: 4rem; font-weight: 800; color: #1d3f8f; margin: 0; }
  a {
    display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 999px;
    background: #1d3f8f; color: #fff; text-decoration: none; font-weight: 600;
  }`;

/** The page of `status` in `locale` ('fr' or 'en'). */
export function staticErrorPage(status, locale) {
  const t = texts[locale] ?? texts.fr;
  const lang = texts[locale] ? locale : 'fr';
  return `<!doctype html>
<html lang="${lang}">
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
      <a href="${lang === 'fr' ? '/' : `/${lang}`}">${t.backToSite}</a>
    </main>
  </body>
</html>`;
}
