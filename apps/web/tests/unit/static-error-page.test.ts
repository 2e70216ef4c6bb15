import { describe, expect, it } from 'vitest';
import { builtinErrorTexts, catalogueKey } from '@/lib/errors/catalogue';
import { staticErrorPage, unavailablePage, unavailableText } from '../../server/static-error-page';

describe("the front door's self-contained error page", () => {
  it.each([
    [400, 'fr', 'Mauvaise requête.', 'Erreur 400', '/', 'Retour au site'],
    [405, 'en', 'An error occurred.', 'Error 405', '/en', 'Back to the site'],
    [503, 'en', 'Internal server error.', 'Error 503', '/en', 'Back to the site'],
  ] as const)(
    '%i in %s: its language, title, message and the way back',
    (status, locale, message, title, home, back) => {
      const html = staticErrorPage(status, locale);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<h1>${message}</h1>`);
      expect(html).toContain(`<a href="${home}" class="button">${back}</a>`);
      // The site's stylesheet and the error screen's, in the page: it has nothing to load them from.
      expect(html).toMatch(/<style>[^<]*--color-primary:[^<]*\.code \{[^<]*<\/style>/);
      expect(html).toContain(`<p class="code">${status}</p>`);
      expect(builtinErrorTexts[locale][catalogueKey(status)]).toBe(message);
    },
  );

  // The page Varnish sends for a page it does not hold while the site is away (the build writes
  // it: scripts/build-server.mjs; deploy/varnish/site.vcl reads it).
  it.each([
    ['fr', 'Erreur 503', 'Le site est momentanément indisponible.', 'Réessayez dans un instant.', 'Réessayer'],
    ['en', 'Error 503', 'The site is temporarily unavailable.', 'Please try again in a moment.', 'Try again'],
  ] as const)(
    'the page for when the site is away, in %s: says so, and asks for the same page again',
    (locale, title, message, detail, retry) => {
      const html = unavailablePage(locale);
      expect(html).toMatch(/^<!DOCTYPE html><html lang="(fr|en)">/);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain('<p class="code">503</p>');
      expect(html).toContain(`<h1>${message}</h1><p>${detail}</p>`);
      // An empty address is the page's own: the way on is the same page, once the site is back.
      expect(html).toContain(`<a href="" class="button">${retry}</a>`);
      expect(unavailableText(locale)).toBe(`${message} ${detail}\n`);
    },
  );

  it('loads nothing: no script, picture, font or stylesheet from anywhere', () => {
    for (const html of [unavailablePage('fr'), unavailablePage('en'), staticErrorPage(500, 'fr')]) {
      expect(html).not.toMatch(/<(script|img|link|iframe|object|embed)\b/);
      expect(html).not.toMatch(/\b(src|srcset)=/);
      expect(html).not.toMatch(/url\(|@import/);
    }
  });
});
