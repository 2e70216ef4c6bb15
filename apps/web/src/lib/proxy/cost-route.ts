import { toLocale } from '@/i18n/locales';
import { askedCostQuery, costKey, costQuery, costRequest, isCostParam } from '@/lib/costs/cost-request';
import { notFoundPath } from './oversized-path';

const CALCULATOR = /^\/(fr|en)\/(mobile|desktop)\/cout-des-etudes$/;
const INTERNAL = /^\/(fr|en)\/(mobile|desktop)\/cost-budget(?:\/|$)/;

/** Whether an internal path is the cost calculator's (whatever the address's language). */
export const isCostCalculator = (internalPath: string): boolean => CALCULATOR.test(internalPath);

/**
 * The search of the calculator's one address for these choices (parameters in a fixed order, a
 * value of the wrong shape left out, other parameters such as `utm_*` kept after them), or null when
 * the address is already that one.
 */
export function costCanonicalSearch(search: URLSearchParams): string | null {
  const canonical = costQuery(costRequest(search));
  if (askedCostQuery(search) === canonical) return null;
  const others = new URLSearchParams([...search].filter(([name]) => !isCostParam(name)));
  const query = [canonical, others.toString()].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/**
 * The internal route of a calculator address: its choices become one path segment
 * (/fr/mobile/cout-des-etudes?course=x → /fr/mobile/cost-budget/course=x), so each budget is
 * cached like any page (docs/decisions/cost-calculator.md). The internal route itself is not an
 * address of the site: asked for directly, it is the 404 page. Other paths are returned as they are.
 */
export function costRoute(internalPath: string, search: URLSearchParams): string {
  const calculator = CALCULATOR.exec(internalPath);
  if (calculator) return `/${calculator[1]}/${calculator[2]}/cost-budget/${encodeURIComponent(costKey(search))}`;
  const internal = INTERNAL.exec(internalPath);
  if (internal) return notFoundPath(toLocale(internal[1]));
  return internalPath;
}
