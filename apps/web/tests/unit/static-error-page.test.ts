import { describe, expect, it } from 'vitest';
import { builtinErrorTexts, catalogueKey } from '@/lib/errors/catalogue';
import { catalogueKey as frontDoorCatalogueKey, staticErrorPage } from '../../server/static-error-page';

describe("the front door's self-contained error page", () => {
  it('maps every status to the catalogue message the site maps it to', () => {
    for (let status = 100; status < 600; status++)
      expect(frontDoorCatalogueKey(status), String(status)).toBe(catalogueKey(status));
  });

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
      expect(html).toContain(`<a href="${home}">${back}</a>`);
      expect(builtinErrorTexts[locale][catalogueKey(status)]).toBe(message);
    },
  );
});
