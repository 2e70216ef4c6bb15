import { describe, expect, it } from 'vitest';
import { builtinErrorTexts, catalogueKey } from '@/lib/errors/catalogue';
import { staticErrorPage } from '../../server/static-error-page';

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
});
