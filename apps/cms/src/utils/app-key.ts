import type { Core } from '@strapi/strapi';

/**
 * The CMS's first app key (APP_KEYS), which signs what the CMS hands out and must recognise later:
 * the opt-out links, the privacy log's hashes of addresses.
 */
export function appKey(strapi: Core.Strapi): string {
  const [first] = (strapi.config.get('server.app.keys') as string[] | undefined) ?? [];
  if (!first) throw new Error('APP_KEYS is not set');
  return first;
}
