import 'server-only';
import { headers } from 'next/headers';

/**
 * The origin of the page a server action was called from: the browser's `Origin` (which the
 * front door and Next have already matched with the host it posted to), or the host it reached
 * (a browser that sends none). The CMS keeps passkeys to the origins it allows (SITE_URL's and
 * PASSKEY_ORIGINS): this only says which of them the applicant is on.
 */
export async function pageOrigin(): Promise<string> {
  const sent = await headers();
  const origin = sent.get('origin');
  if (origin && origin !== 'null') return origin;
  const proto = sent.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const host = (sent.get('x-forwarded-host') ?? sent.get('host') ?? '').split(',')[0]!.trim();
  return `${proto}://${host}`;
}
