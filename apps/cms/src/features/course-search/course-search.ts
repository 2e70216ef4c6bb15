import type { Core } from '@strapi/strapi';
import { rawRows } from '../../utils/raw-rows';
import type { Locale } from '../../utils/locale';
import { COURSE_UID, searchTextOf } from './search-text';

/** The most courses one search answers, best first: the site ranks them again and shows 20 at most. */
export const SEARCH_CANDIDATES = 50;
/** A query is cut there (the site's search box takes no more). */
export const SEARCH_QUERY_MAX = 100;
/** Words of a query beyond these are left to the site's own matching (a title has fewer). */
const WORDS_MAX = 8;
/** From this length on, a word may be found with a typo. */
const FUZZY_FROM = 3;

export type CourseEntry = { documentId: string; title: string; name: string; slug: string };

/**
 * A query word and what finds it: the word itself in a title, or enough of its letter pairs for a
 * word typed with one mistake (a wrong, missing, extra or swapped letter spoils at most three of
 * its pairs; two mistakes in a long word usually leave half of them).
 */
export type QueryWord = { text: string; pairs: string[]; pairsNeeded: number };

export function queryWords(query: string): QueryWord[] {
  const words = [...new Set(searchTextOf(query.slice(0, SEARCH_QUERY_MAX)).split(' ').filter(Boolean))];
  return words.slice(0, WORDS_MAX).map((text) => {
    if (text.length < FUZZY_FROM) return { text, pairs: [], pairsNeeded: 0 };
    const pairs = [...new Set(Array.from({ length: text.length - 1 }, (_, i) => text.slice(i, i + 2)))];
    return { text, pairs, pairsNeeded: Math.max(1, Math.min(pairs.length - 3, Math.ceil(pairs.length / 2))) };
  });
}

type Meta = { tableName: string; attributes: Record<string, { columnName?: string }> };

/**
 * The published courses of a language whose title holds every word of the query, or each word's
 * letter pairs for a word with a typo, best first: whole words found, then the most pairs, then
 * by title. At most SEARCH_CANDIDATES, in one query whatever the number of courses: the database
 * reads the titles' search texts (`searchText`) and sends back only those. The site then matches
 * them as it matches campuses and fields (Fuse.js, docs/decisions/site-search.md).
 */
export async function searchCourses(strapi: Core.Strapi, locale: Locale, query: string): Promise<CourseEntry[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const meta = strapi.db.metadata.get(COURSE_UID) as unknown as Meta;
  const column = (attribute: string, fallback: string) => meta.attributes[attribute]?.columnName ?? fallback;
  const search = column('searchText', 'search_text');
  const has = `(CASE WHEN ${search} LIKE ? THEN 1 ELSE 0 END)`;
  const bindings: unknown[] = [];
  const scores = words.map((word, n) => {
    bindings.push(`%${word.text}%`, ...word.pairs.map((pair) => `%${pair}%`));
    const pairs = word.pairs.length > 0 ? word.pairs.map(() => has).join(' + ') : '0';
    return `${has} AS whole${n}, (${pairs}) AS pairs${n}`;
  });
  bindings.push(locale);
  const found = words.map((word, n) =>
    word.pairs.length > 0 ? `(whole${n} = 1 OR pairs${n} >= ${word.pairsNeeded})` : `whole${n} = 1`,
  );
  const rank = words.map((_, n) => `whole${n} * 1000 + pairs${n}`).join(' + ');
  const [documentId, title, name, slug] = [
    column('documentId', 'document_id'),
    column('title', 'title'),
    column('name', 'name'),
    column('slug', 'slug'),
  ];
  const rows = await rawRows(
    strapi,
    `SELECT ${documentId} AS document_id, ${title} AS title, ${name} AS name, ${slug} AS slug FROM (
       SELECT ${documentId}, ${title}, ${name}, ${slug}, ${scores.join(', ')}
       FROM ${meta.tableName}
       WHERE ${column('locale', 'locale')} = ? AND ${column('publishedAt', 'published_at')} IS NOT NULL
     ) scored
     WHERE ${found.join(' AND ')}
     ORDER BY ${rank} DESC, ${title}, ${documentId}
     LIMIT ${SEARCH_CANDIDATES}`,
    bindings,
  );
  return rows.map((row) => ({
    documentId: String(row.document_id),
    title: String(row.title ?? ''),
    name: String(row.name ?? ''),
    slug: String(row.slug ?? ''),
  }));
}
