import { cmsEnv } from '../../env/cms-env';
import { siteUrl } from '../../env/site-url';

/** Where a passkey is used: the page's origin, and the relying party's id (its host name). */
export interface PasskeyOrigin {
  origin: string;
  rpId: string;
}

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The origin the site's server says the applicant's page is at, when passkeys may be used there:
 * SITE_URL's, or one of PASSKEY_ORIGINS (an explicit list; nothing is taken from a request
 * unchecked, so a look-alike host in front of the site cannot bind passkeys to itself). An IP
 * address is never a relying party (WebAuthn wants a domain): null then, and the page says
 * passkeys are not supported here.
 */
export function passkeyOrigin(given: string): PasskeyOrigin | null {
  const origin = originOf(given);
  if (!origin) return null;
  const allowed = [siteUrl(), ...cmsEnv().PASSKEY_ORIGINS].map(originOf);
  if (!allowed.includes(origin)) return null;
  const rpId = new URL(origin).hostname;
  if (/^[0-9.]+$/.test(rpId) || rpId.startsWith('[')) return null;
  return { origin, rpId };
}
