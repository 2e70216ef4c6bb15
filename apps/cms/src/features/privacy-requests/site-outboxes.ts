import { cmsEnv, type CmsEnv } from '../../env/cms-env';
import { fanOut, lookupAll, type LookupAll } from '@horizon/shared/dns-fan-out';
import type { Recipient } from './privacy-log';

// Each site instance keeps leads on its own disk until the CMS takes them (its outbox), and sets
// aside those the CMS refused (its dead-letter folder): an erasure asks each one to delete the
// person's. The request is authorized by its own secret, PRIVACY_ERASE_SECRET, not the
// revalidation webhook's: who may purge a page may not erase a person.

type SitesEnv = Pick<CmsEnv, 'WEB_PRIVACY_ERASE_URLS' | 'WEB_REVALIDATE_URL' | 'PRIVACY_ERASE_SECRET'>;

/** The site instances' erase addresses: WEB_PRIVACY_ERASE_URLS, or the one beside the revalidation webhook. */
export function siteEraseUrls(env: SitesEnv = cmsEnv()): string[] {
  if (env.WEB_PRIVACY_ERASE_URLS.length > 0) return env.WEB_PRIVACY_ERASE_URLS;
  const revalidate = env.WEB_REVALIDATE_URL;
  return revalidate ? [new URL('/api/privacy/erase', revalidate).toString()] : [];
}

/**
 * Asks each instance to delete the person's leads; answers what each said. A host name stands for
 * every instance it resolves to now (the pods of a headless Service), each asked and listed apart.
 * An instance that cannot be reached, or a name that does not resolve, is listed as unreachable:
 * its waiting leads reach the CMS later and are dropped there (late arrivals,
 * src/features/privacy-requests/erasures.ts).
 */
export async function eraseFromSites(
  email: string,
  env: SitesEnv = cmsEnv(),
  lookupHost: LookupAll = lookupAll,
): Promise<Recipient[]> {
  const secret = env.PRIVACY_ERASE_SECRET;
  const urls = siteEraseUrls(env);
  const at = () => new Date().toISOString();
  if (!secret || urls.length === 0) return [{ recipient: 'site', state: 'not configured', at: at() }];
  const targets = await fanOut(urls, lookupHost);
  return Promise.all(
    targets.map(async (target): Promise<Recipient> => {
      const instance = originOf(target.url);
      if (!('request' in target)) return { recipient: 'site', instance, state: 'unreachable', at: at() };
      // Which pod, when the configured host is a name; an address or localhost is the instance itself.
      const asked = target.request === target.url ? { instance } : { instance, address: target.address };
      try {
        // The site checks no Host (server/request-checks.ts; /api/ skips src/proxy.ts): the address will do.
        const response = await fetch(target.request, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return { recipient: 'site', ...asked, state: 'unreachable', at: at() };
        const erased = Number(((await response.json()) as { erased?: number }).erased ?? 0);
        return { recipient: 'site', ...asked, state: 'told', at: at(), erased };
      } catch {
        return { recipient: 'site', ...asked, state: 'unreachable', at: at() };
      }
    }),
  );
}

/** The instance as the privacy log names it: its origin, or what was configured when that is no URL. */
const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** The count the privacy page shows: leads deleted from the sites' outboxes, or null when one could not be asked. */
export const siteOutboxCount = (recipients: Recipient[]): number | null =>
  recipients.some((r) => r.recipient === 'site' && r.state !== 'told')
    ? null
    : recipients.reduce((sum, r) => sum + (r.erased ?? 0), 0);
