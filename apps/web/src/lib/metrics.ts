import { frontDoorMetrics } from '@/lib/request-context';
import type { LeadType } from '@/lib/leads/lead-form';
import { routing } from '@/i18n/routing';

// What the site counts for Prometheus (docs/decisions/metrics.md). The metrics live in the front
// door (server/site-metrics.ts), which serves them on their own port; the pages record through the
// functions here, which do nothing outside it (next dev, unit tests) or when METRICS_PORT is unset.
// Label values are bounded by the site's code: route patterns, form types, outcomes, never a path,
// a slug or an address. Their shape (SiteMetrics) is part of what the front door shares with the
// pages, in src/lib/request-context.ts.

/** A CMS call's outcome: ok, the class of the status it answered, or why it had none. */
export function cmsOutcome(status: number | null, failure?: 'timeout' | 'unreachable'): string {
  if (failure) return failure;
  return status !== null && status >= 200 && status < 300 ? 'ok' : `${Math.floor((status ?? 0) / 100)}xx`;
}

/** The resource a CMS path names (its first segment: `/courses/abc` → `courses`). */
export const cmsResource = (path: string): string => path.split('/').find(Boolean) ?? 'root';

export function recordCmsCall(path: string, outcome: string, seconds: number): void {
  const metrics = frontDoorMetrics();
  if (!metrics) return;
  const resource = cmsResource(path);
  metrics.cmsRequests.inc({ resource, outcome });
  metrics.cmsRequestDuration.observe({ resource }, seconds);
}

/** What became of a form's submission: queued (kept in the outbox), refused and why, rate-limited, dropped. */
export type LeadSubmissionResult =
  | 'queued'
  | 'refused_token'
  | 'refused_too_fast'
  | 'refused_fields'
  | 'refused_choices'
  | 'rate_limited'
  | 'dropped_robot';

export function recordLeadSubmission(form: LeadType, result: LeadSubmissionResult): void {
  frontDoorMetrics()?.leadSubmissions.inc({ form, result });
}

/** A delivery attempt of a lead from the outbox: stored by the CMS, to be retried, or dead-lettered. */
export function recordLeadDelivery(result: 'stored' | 'retry' | 'dead_letter'): void {
  frontDoorMetrics()?.leadDeliveries.inc({ result });
}

export function recordRevalidation(outcome: 'ok' | 'refused'): void {
  frontDoorMetrics()?.revalidations.inc({ outcome });
}

/**
 * A lookup of the page cache: the layer that answered a hit (this process's memory, its files, or
 * Redis shared by the instances); a miss is counted on the last layer asked.
 */
export function recordPageCacheLookup(
  layer: 'memory' | 'file' | 'redis',
  result: 'hit' | 'miss' | 'unavailable',
): void {
  frontDoorMetrics()?.pageCacheLookups.inc({ layer, result });
}

export function recordVarnishPurge(outcome: 'ok' | 'failed', seconds: number): void {
  const metrics = frontDoorMetrics();
  metrics?.varnishPurges.inc({ outcome });
  metrics?.varnishPurgeDuration.observe({ outcome }, seconds);
}

// First segments of the site's own files, by the family they are counted in.
const FILE_FAMILIES: Array<[RegExp, string]> = [
  [/^\/_next\/static\//, '/_next/static'],
  [/^\/_next\/image(\/|$)/, '/_next/image'],
  [/^\/_next\//, '/_next'],
  [/^\/api\//, '/api'],
  [/^\/uploads\//, '/uploads'],
  [/^\/(sitemap[^/]*\.xml|sitemap\/[^/]+\.xml|robots\.txt)$/, '/sitemap-robots'],
  [/^\/(icons|splash|manifest)\/|^\/(favicon\.ico|sw\.js|serwist\/.*)$/, '/app-files'],
];

// Each page pattern of the routing table by its first segment in either language, and its depth.
const PAGE_PATTERNS = new Map<string, string>();
for (const [internal, localized] of Object.entries(routing.pathnames)) {
  const depth = internal.split('/').filter(Boolean).length;
  const forms = typeof localized === 'string' ? [localized] : Object.values(localized);
  for (const form of forms) {
    const first = form.split('/').filter(Boolean)[0];
    if (first && !first.startsWith('[')) PAGE_PATTERNS.set(`${first}/${depth}`, internal);
  }
}

/**
 * The family a request's path belongs to, as a route pattern of the site (`/formations/[slug]`
 * for `/en/courses/bts`): bounded whatever a visitor asks for.
 */
export function routeFamily(path: string): string {
  const file = FILE_FAMILIES.find(([pattern]) => pattern.test(path));
  if (file) return file[1];
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'en') segments.shift();
  if (segments.length === 0) return '/';
  if (segments.length > 2) return 'other';
  const known = PAGE_PATTERNS.get(`${segments[0]}/${segments.length}`);
  if (known) return known;
  // A section of the site named by the CMS (guides, events…), and its pages.
  return segments.length === 1 ? '/[rubrique]' : '/[rubrique]/[slug]';
}
