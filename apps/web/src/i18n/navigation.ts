import type { Locale } from './locales';
import { routing, type AppPathname } from './routing';

type DynamicPathname = Extract<AppPathname, `${string}[${string}`>;
type StaticPathname = Exclude<AppPathname, DynamicPathname>;
type Query = Record<string, string | readonly string[]>;

/** A page of the routing table, in its internal (French) spelling, with its params and query. */
export type Href =
  | StaticPathname
  | { pathname: StaticPathname; query?: Query }
  | { pathname: DynamicPathname; params: Record<string, string>; query?: Query };

const localizedTemplate = (pathname: AppPathname, locale: Locale): string => {
  const entry = routing.pathnames[pathname];
  return typeof entry === 'string' ? entry : entry[locale];
};

/**
 * The public path of a page in a language: `/formations/[slug]` with `{ slug: 'bts' }` is
 * `/formations/bts` in French and `/en/courses/bts` in English. The same result as next-intl's
 * `createNavigation(routing).getPathname` (tests/unit/navigation.test.ts compares them), written
 * here because importing next-intl's navigation from a server component brings its client Link
 * and message formatter into every page's first-load JavaScript (docs/decisions/first-load-weight.md).
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const {
    pathname,
    params = {},
    query,
  } = typeof href === 'string' ? { pathname: href } : { params: undefined, ...href };
  const template = localizedTemplate(pathname, locale);
  const filled = template.replace(/\[(\w+)\]/g, (_, param: string) => {
    const value = (params as Record<string, string>)[param];
    if (value === undefined) throw new Error(`getPathname: ${pathname} needs the param ${param}`);
    return value;
  });
  // As next-intl does: non-ASCII characters and spaces encoded, what is already encoded kept.
  const path = new URL(filled, 'http://l').pathname;
  const prefixed = locale === routing.defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;
  if (!query || Object.keys(query).length === 0) return prefixed;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  return `${prefixed}?${search}`;
}
