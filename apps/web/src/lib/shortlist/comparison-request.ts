import { COMPARE_MAX } from './shortlist';

/** The comparison page's parameter: one course slug each (`?course=a&course=b`), as the shortlist's form sends them. */
export const COMPARE_PARAM = 'course';

export type ComparisonRequest = {
  /** The slugs to compare: the first four asked, deduplicated. */
  slugs: string[];
  /** More than four were asked. */
  tooMany: boolean;
};

/**
 * What a comparison address asks for. Values may also be comma-separated (an address typed by
 * hand); a value too long to be a slug is cut, so that it can be named back without echoing a page.
 */
export function comparisonRequest(value: string | string[] | undefined): ComparisonRequest {
  const values = (typeof value === 'string' ? [value] : (value ?? []))
    .flatMap((item) => item.split(','))
    .map((item) => item.trim().slice(0, 80))
    .filter(Boolean);
  const asked = [...new Set(values)];
  return { slugs: asked.slice(0, COMPARE_MAX), tooMany: asked.length > COMPARE_MAX };
}
