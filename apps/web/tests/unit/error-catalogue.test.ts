import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { homeHref } from '@/lib/errors/catalogue';
import { BuiltinErrorScreen } from '@/components/error/error-screen';

// The error pages against requirements 8 as written (docs/requirements.md), not against a copy of
// the texts they show: the catalogue (lib/dictionary/errors/*.json) and what each page draws from it.
//
// ErrorView, the page rendered on the server, reads its texts with next-intl's real server API, as
// Next runs it in a server component (the package's `react-server` build) with the site's own
// request configuration (lib/dictionary/request-config.ts, which the next-intl plugin names `next-intl/config`).
// Only the CMS's taxonomy is left out: it holds no edit here, so the site's shipped texts apply.
vi.mock('next-intl/server', async () => {
  const { createRequire } = await import('node:module');
  const { join } = await import('node:path');
  const require = createRequire(import.meta.url);
  const entry = require.resolve('next-intl/server');
  const root = entry.slice(0, entry.lastIndexOf('/dist/'));
  const { exports } = require(join(root, 'package.json')) as {
    exports: Record<string, { 'react-server': { default: string } }>;
  };
  return import(join(root, exports['./server']!['react-server'].default));
});
// Imported when first called: the configuration imports next-intl/server, which imports it.
vi.mock('next-intl/config', () => ({
  default: async (params: unknown) => {
    const { default: requestConfig } = await import('@/lib/dictionary/request-config');
    return (requestConfig as (params: unknown) => unknown)(params);
  },
}));
vi.mock('@/lib/cms/resources/taxonomy', () => ({ getTaxonomy: async () => null }));
const { ErrorView } = await import('@/components/error/error-view');

/** Requirements 8's table (and the 413 the site adds), read from the document: status → text, per language. */
function requirements(): Record<Locale, Record<string, string>> {
  const document = readFileSync(join(__dirname, '../../../../docs/requirements.md'), 'utf8');
  const section = /^## 8\. Error catalogue\n([\s\S]*?)^## /m.exec(document)?.[1] ?? '';
  const catalogue: Record<Locale, Record<string, string>> = { fr: {}, en: {} };
  const add = (statuses: string[], fr: string, en: string) => {
    for (const status of statuses) {
      catalogue.fr[status] = fr;
      catalogue.en[status] = en;
    }
  };
  for (const [, cell, fr, en] of section.matchAll(/^\|\s*([^|]+?)\s*\|\s*"([^"]+)"\s*\|\s*"([^"]+)"\s*\|$/gm))
    add(cell === 'any other' ? ['other'] : cell!.split(' and '), fr!, en!);
  const added = /The site adds a (\d{3}) \("([^"]+)" \/ "([^"]+)"\)/.exec(section);
  if (added) add([added[1]!], added[2]!, added[3]!);
  return catalogue;
}

const required = requirements();
const named = Object.keys(required.fr)
  .filter((key) => key !== 'other')
  .map(Number);
const others = [402, 405, 410, 418, 429, 501, 502];
const expected = (locale: Locale, status: number) => required[locale][named.includes(status) ? status : 'other']!;
const cases = (['fr', 'en'] as const).flatMap((locale) =>
  [...named, ...others].map((status) => [status, locale, expected(locale, status)] as const),
);

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const text = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => entities[e] ?? e).trim();

/** What a visitor sees on an error screen's markup: code, message, way home. */
function shown(html: string) {
  return {
    code: text(/<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? ''),
    message: text(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''),
    home: /<a href="([^"]*)"/.exec(html)?.[1],
    homeLabel: text(/<a [^>]*>([^<]*)<\/a>/.exec(html)?.[1] ?? ''),
  };
}

const renderErrorView = async (props: { status: number; locale: Locale; message?: string }) =>
  shown(renderToStaticMarkup(await ErrorView(props)));

const page = (status: number, locale: Locale, message: string) => ({
  code: String(status),
  message,
  home: homeHref(locale),
  homeLabel: locale === 'fr' ? 'Retour au site' : 'Back to the site',
});

describe('the error catalogue (requirements 8)', () => {
  // A table the parser misread would leave statuses out, and the cases below with them.
  it('reads every row of the requirements, and the 413 the site adds, in both languages', () => {
    expect([...named].sort()).toEqual([400, 401, 403, 404, 413, 500, 503, 504]);
    for (const locale of ['fr', 'en'] as const)
      expect(Object.keys(required[locale]).sort(), locale).toEqual([...named.map(String), 'other'].sort());
  });

  it.each(cases)('%i in %s: "%s" on the pages rendered in the browser and the 400 page', (status, locale, message) => {
    // error.tsx, global-error.tsx and the proxy's 400 page draw this screen with the built-in texts.
    expect(shown(renderToStaticMarkup(BuiltinErrorScreen({ status, locale })))).toEqual(page(status, locale, message));
  });

  it.each(cases)('%i in %s: "%s" on the error page rendered on the server', async (status, locale, message) => {
    expect(await renderErrorView({ status, locale })).toEqual(page(status, locale, message));
  });

  it.each(['fr', 'en'] as const)('a message of the page overrides the catalogue (%s)', async (locale) => {
    const shown = await renderErrorView({ status: 500, locale, message: "Ceci n'est qu'un essai." });
    expect(shown.code).toBe('500');
    expect(shown.message).toBe("Ceci n'est qu'un essai.");
  });
});
