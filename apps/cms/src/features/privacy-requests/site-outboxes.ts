import { cmsEnv, type CmsEnv } from '../../env/cms-env';
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
 * Asks each instance to delete the person's leads; answers what each said. An instance that cannot
 * be reached is listed as such: its waiting leads reach the CMS later and are dropped there
 * (late arrivals, src/features/privacy-requests/erasures.ts).
 */
export async function eraseFromSites(email: string, env: SitesEnv = cmsEnv()): Promise<Recipient[]> {
  const secret = env.PRIVACY_ERASE_SECRET;
  const urls = siteEraseUrls(env);
  const at = () => new Date().toISOString();
  if (!secret || urls.length === 0) return [{ recipient: 'site', state: 'not configured', at: at() }];
  return Promise.all(
    urls.map(async (url): Promise<Recipient> => {
      const instance = new URL(url).origin;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return { recipient: 'site', instance, state: 'unreachable', at: at() };
        const erased = Number(((await response.json()) as { erased?: number }).erased ?? 0);
        return { recipient: 'site', instance, state: 'told', at: at(), erased };
      } catch {
        return { recipient: 'site', instance, state: 'unreachable', at: at() };
      }
    }),
  );
}

/** The count the privacy page shows: leads deleted from the sites' outboxes, or null when one could not be asked. */
export const siteOutboxCount = (recipients: Recipient[]): number | null =>
  recipients.some((r) => r.recipient === 'site' && r.state !== 'told')
    ? null
    : recipients.reduce((sum, r) => sum + (r.erased ?? 0), 0);
