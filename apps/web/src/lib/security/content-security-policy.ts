import type { ServerEnv } from '@/lib/env-schema';

// The Content-Security-Policy of the site's documents (docs/decisions/security-headers.md): the
// front door's, for every page, and the applicant's pages' own, with a nonce (the proxy's).

// The Google tag manager is the only third party, loaded after consent (lib/consent): its script,
// and the measurement endpoints of the tags it loads (Google Analytics 4, Google Ads).
const GOOGLE_TAGS = ['https://*.googletagmanager.com'];
const GOOGLE_MEASUREMENT = [
  ...GOOGLE_TAGS,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
];

/**
 * The policy. Pages are cached and shared, so they cannot carry a per-request nonce, and Next
 * writes its payload in inline scripts whose text differs on every page: their scripts are limited
 * to this origin and inline ones. A page rendered for one visitor (the applicant's) is given a
 * `nonce`, which Next puts on its own scripts, and the hashes of the site's fixed inline scripts:
 * no other inline script runs there. Everything else is as tight as the site allows.
 */
export function contentSecurityPolicy({
  framingOrigins,
  https,
  nonce,
  scriptHashes = [],
}: {
  framingOrigins: string[];
  https: boolean;
  nonce?: string;
  scriptHashes?: readonly string[];
}): string {
  const inline = nonce ? [`'nonce-${nonce}'`, ...scriptHashes.map((hash) => `'${hash}'`)] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...GOOGLE_TAGS],
    // React writes style attributes; the consent banner injects its own <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_MEASUREMENT],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...GOOGLE_MEASUREMENT],
    'media-src': ["'self'"],
    'frame-src': ["'self'", ...GOOGLE_TAGS],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...framingOrigins],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The addresses the headers name, validated by the configuration's schema. */
export type SiteAddresses = Pick<ServerEnv, 'SITE_URL' | 'CMS_URL' | 'CMS_ADMIN_URL'>;

/**
 * The origin allowed to frame the site besides itself: the CMS admin, whose preview shows pages
 * in a frame. `CMS_ADMIN_URL` when the admin is reached at another address than `CMS_URL` (the
 * site's server-to-server address).
 */
export function framingOrigins(env: SiteAddresses): string[] {
  const origins: string[] = [];
  for (const value of [env.CMS_ADMIN_URL, env.CMS_URL]) {
    const origin = value ? new URL(value).origin : null;
    if (origin && !origins.includes(origin)) origins.push(origin);
  }
  return origins.slice(0, 1);
}
