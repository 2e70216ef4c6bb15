import { cmsEnv } from './cms-env';

/** The site's public address (SITE_URL), without a trailing slash: where the CMS's links to the site point. */
export function siteUrl(): string {
  return (cmsEnv().SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
