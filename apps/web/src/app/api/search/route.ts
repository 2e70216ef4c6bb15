import { isLocale } from '@/i18n/locales';
import { searchSite } from '@/lib/search/site-search';

// Suggestions for the search box, a few per kind: the results page has them all.
const SUGGESTIONS_PER_KIND = 5;

/**
 * GET /api/search?q=…&locale=fr|en: the autocomplete items of requirements 3 (title, type, path)
 * for a query, grouped by kind: campuses and fields from cached reads, courses from one CMS search
 * of their titles (docs/decisions/site-search.md). Browsers may keep an answer a minute: the titles
 * change when editors publish, not between keystrokes.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'fr';
  if (!isLocale(locale))
    return Response.json(
      { error: 'locale must be fr or en' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  const query = params.get('q') ?? '';
  const results = await searchSite(locale, query);
  const items = [...results.course, ...results.campus, ...results.category];
  return Response.json(
    {
      query: query.trim(),
      total: items.length,
      groups: Object.fromEntries(
        Object.entries(results).map(([kind, list]) => [kind, list.slice(0, SUGGESTIONS_PER_KIND)]),
      ),
    },
    { headers: { 'cache-control': 'public, max-age=60' } },
  );
}
