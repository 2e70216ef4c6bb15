import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { costQuery, costRequest } from '@/lib/costs/cost-request';
import { builtinDictionary } from '@/lib/dictionary/builtin';
import { missingText } from '@/lib/dictionary/rules';
import type { Dictionary } from '@/lib/dictionary/rules';
import { cms } from '../support/cms';
import { htmlLang, page } from '../support/site';
import { sitemapXml } from '../support/sitemap';

// Issue 37: an English page holds no French sentence and a French page no English one. Every page
// of the sitemap, in both languages, and a few calculator budgets (not in the sitemap), are read
// as a visitor sees them and searched for (a) the interface texts of the other language, and (b)
// the CMS's labels of the cost figures' sources in the other language.

const CONCURRENCY = 4;
// Shorter texts ("Campus", "Source : {source}") are words both languages share, or nearly.
const MIN_CHARS = 16;
const MIN_WORDS = 3;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const leaves = (tree: Dictionary, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/**
 * The text of an ICU message between its placeholders. Braces alternate between an argument's
 * syntax (odd depth: "count, plural, one ") and a branch's text (even depth: "# étape"), and `#`
 * stands for the number.
 */
function literalChunks(message: string): string[] {
  const chunks: string[] = [];
  let depth = 0;
  let current = '';
  const flush = () => {
    if (depth % 2 === 0) chunks.push(...current.split('#'));
    current = '';
  };
  for (const char of message) {
    if (char === '{' || char === '}') {
      flush();
      depth += char === '{' ? 1 : -1;
    } else current += char;
  }
  flush();
  return chunks.map((chunk) => chunk.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const longest = (chunks: string[]) => chunks.reduce((best, chunk) => (chunk.length > best.length ? chunk : best), '');

type Forbidden = { text: string; why: string };

/**
 * The other language's interface texts that would give it away on a page of `locale`: those that
 * differ between the two dictionaries, long enough to be a phrase (their longest literal part),
 * and not found in the page's own dictionary (a name both languages use, "Études en France").
 */
function dictionaryTells(locale: Locale): Forbidden[] {
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const own = new Map(leaves(builtinDictionary[locale]));
  const ownTexts = [...own.values()].map(normalize);
  const tells = new Map<string, Forbidden>();
  for (const [key, message] of leaves(builtinDictionary[other])) {
    if (own.get(key) === message) continue;
    const chunk = longest(literalChunks(message));
    if (chunk.length < MIN_CHARS || chunk.split(' ').length < MIN_WORDS) continue;
    const text = normalize(chunk);
    if (ownTexts.some((ownText) => ownText.includes(text))) continue;
    tells.set(text, { text, why: `${other}.json ${key}` });
  }
  // The text a missing key shows (requirements 5) is French whatever the page's language.
  if (locale === 'en') tells.set('la taxo pour', { text: 'la taxo pour', why: `a missing key: ${missingText('…')}` });
  return [...tells.values()];
}

type Sourced = { source?: string | null; sourceEn?: string | null };

/** Every object of a CMS answer that names a source in both languages (`sourceEn` is in its schema). */
function sourcedFigures(value: unknown, found: Sourced[] = []): Sourced[] {
  if (Array.isArray(value)) for (const item of value) sourcedFigures(item, found);
  else if (typeof value === 'object' && value !== null) {
    if ('source' in value && 'sourceEn' in value) found.push(value as Sourced);
    for (const child of Object.values(value)) sourcedFigures(child, found);
  }
  return found;
}

/**
 * The cost figures' source labels that must not show on a page of each language: the French one on
 * English pages unless the English one is the same, and the English one on French pages unless the
 * same. A label found inside its translation ("CROUS" in "CROUS (student services)") cannot tell
 * the languages apart, and is left out.
 */
async function sourceTells(): Promise<Record<Locale, Forbidden[]>> {
  const [national, campuses, courses] = await Promise.all([
    cms('/study-cost', { query: { populate: '*' }, locale: null }),
    cms('/campuses', { query: { fields: ['slug'], populate: { livingCosts: true }, pagination: { limit: 100 } } }),
    cms('/courses', { query: { fields: ['slug'], populate: { tuition: true }, pagination: { limit: 500 } } }),
  ]);
  for (const [name, answer] of Object.entries({ national, campuses, courses }))
    expect(answer.status, `CMS read of ${name}`).toBe(200);
  const figures = [national, campuses, courses].flatMap((answer) => sourcedFigures(answer.json?.data));
  const tells: Record<Locale, Map<string, Forbidden>> = { fr: new Map(), en: new Map() };
  for (const { source, sourceEn } of figures) {
    const fr = source?.trim() ? normalize(source) : null;
    const en = sourceEn?.trim() ? normalize(sourceEn) : null;
    if (fr && fr !== en && !en?.includes(fr))
      tells.en.set(fr, { text: fr, why: `source (sourceEn: ${sourceEn ?? 'none'})` });
    if (en && en !== fr && !fr?.includes(en))
      tells.fr.set(en, { text: en, why: `sourceEn (source: ${source ?? 'none'})` });
  }
  return { fr: [...tells.fr.values()], en: [...tells.en.values()] };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? entity;
  });

/**
 * What a visitor reads on a page (its text, and the alternative texts, labels and titles of its
 * elements), without its scripts and styles: React's data for the browser repeats the page's
 * text, and would report each finding twice.
 */
function visibleText(html: string): string {
  const markup = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...markup.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/gi)].map(
    ([, value = '']) => value,
  );
  return normalize(decode([markup.replace(/<[^>]+>/g, ' '), ...attributes].join(' ')));
}

/** Runs `work` on each item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** A few of the calculator's budgets, by graduation level, in each language (their slugs may differ). */
async function budgetPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const [locale, base] of [
    ['fr', '/cout-des-etudes'],
    ['en', '/en/cost-of-studying'],
  ] as const) {
    const { status, json } = await cms('/graduation-levels', {
      locale,
      query: { fields: ['slug'], pagination: { limit: 3 } },
    });
    expect(status, `CMS read of the graduation levels (${locale})`).toBe(200);
    // Each at its one address (the site's own order), with and without a guide's country.
    for (const { slug } of json?.data as Array<{ slug: string }>)
      for (const choices of ['fees=eu', 'country=SN', 'country=BR&housing=studio'])
        paths.push(`${base}?${costQuery(costRequest(new URLSearchParams(`level=${slug}&${choices}`)))}`);
  }
  return paths;
}

let paths: string[];
let tells: Record<Locale, Forbidden[]>;

beforeAll(async () => {
  const locs = [...(await sitemapXml()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => pathOf(decode(loc)));
  expect(locs.length).toBeGreaterThan(0);
  const [budgets, sources] = await Promise.all([budgetPaths(), sourceTells()]);
  paths = [...new Set([...locs, ...budgets])];
  tells = {
    fr: [...dictionaryTells('fr'), ...sources.fr],
    en: [...dictionaryTells('en'), ...sources.en],
  };
});

describe('the language of every page', () => {
  it('looks for phrases, not words', () => {
    // A check of nothing would pass everywhere.
    expect(tells.fr.length).toBeGreaterThan(50);
    expect(tells.en.length).toBeGreaterThan(50);
    expect(literalChunks('{count, plural, one {# étape aurait déjà dû être faite} other {# étapes}}')).toEqual([
      'étape aurait déjà dû être faite',
      'étapes',
    ]);
  });

  it('holds no sentence or source label of the other language', async () => {
    const failures: string[] = [];
    await eachLimited(paths, CONCURRENCY, async (path) => {
      const { status, html } = await page(path);
      if (status !== 200) {
        failures.push(`${path}: answered ${status}`);
        return;
      }
      const lang = htmlLang(html);
      const locale: Locale = lang?.startsWith('en') ? 'en' : 'fr';
      const text = visibleText(html);
      for (const tell of tells[locale])
        if (text.includes(tell.text)) failures.push(`${path} (${locale}): "${tell.text}" [${tell.why}]`);
    });
    expect(failures.sort()).toEqual([]);
  }, 900_000);
});
