import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';

// ErrorView reads its texts with next-intl's server API, which needs a Next request: here it gets
// a translator over the built-in dictionary (the texts the CMS taxonomy starts from).
vi.mock('next-intl/server', () => import('../support/builtin-translations'));
const { ErrorView } = await import('@/components/error/error-view');

// Requirements 8: the message of each status, in both languages.
const catalogue: Record<Locale, Record<string, string>> = {
  fr: {
    400: 'Mauvaise requête.',
    401: 'Utilisateur non authentifié.',
    403: 'Accès refusé.',
    404: 'Page introuvable.',
    500: 'Erreur interne au serveur.',
    503: 'Erreur interne au serveur.',
    504: 'Délai de réponse dépassé.',
    other: 'Une erreur est survenue.',
  },
  en: {
    400: 'Bad request.',
    401: 'User not authenticated.',
    403: 'Access denied.',
    404: 'Page not found.',
    500: 'Internal server error.',
    503: 'Internal server error.',
    504: 'The server took too long to answer.',
    other: 'An error occurred.',
  },
};
const named = [400, 401, 403, 404, 500, 503, 504];
const others = [402, 405, 410, 418, 429, 501, 502];
const expected = (locale: Locale, status: number) => catalogue[locale][named.includes(status) ? status : 'other']!;
const cases = (['fr', 'en'] as const).flatMap((locale) =>
  [...named, ...others].map((status) => [status, locale, expected(locale, status)] as const),
);

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const text = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => entities[e] ?? e).trim();

/** Renders ErrorView as the server does and reads what a visitor sees: code, message, way home. */
async function renderErrorView(props: { status: number; locale: Locale; message?: string }) {
  const html = renderToStaticMarkup(await ErrorView(props));
  return {
    code: text(/<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? ''),
    message: text(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''),
    home: /<a href="([^"]*)"/.exec(html)?.[1],
    homeLabel: text(/<a [^>]*>([^<]*)<\/a>/.exec(html)?.[1] ?? ''),
  };
}

describe('the error catalogue (requirements 8)', () => {
  it.each(cases)('%i in %s: "%s" on the pages rendered in the browser and the 400 page', (status, locale, message) => {
    // error.tsx, global-error.tsx and the proxy's 400 page read the built-in texts.
    expect(builtinErrorTexts[locale][catalogueKey(status)]).toBe(message);
  });

  it.each(cases)('%i in %s: "%s" on the error page rendered on the server', async (status, locale, message) => {
    expect(await renderErrorView({ status, locale })).toEqual({
      code: String(status),
      message,
      home: homeHref(locale),
      homeLabel: locale === 'fr' ? 'Retour au site' : 'Back to the site',
    });
  });

  it.each(['fr', 'en'] as const)('a message of the page overrides the catalogue (%s)', async (locale) => {
    const shown = await renderErrorView({ status: 500, locale, message: "Ceci n'est qu'un essai." });
    expect(shown.code).toBe('500');
    expect(shown.message).toBe("Ceci n'est qu'un essai.");
  });
});
