import { consentDefaultsScript } from '@/lib/consent/consent-mode';
import { serverEnv } from '@/lib/env';
import { contentSecurityPolicy, framingOrigins } from '@/lib/security/content-security-policy';
import { ORIGIN_SCRIPT } from '@/lib/tracking/origin-script';

// The applicant's pages (`/candidature/…` | `/en/apply/…`: the sign-in, their space, their
// applications) are rendered for one person and never cached: their policy allows no inline script
// but Next's own, which carry this request's nonce, and the site's two fixed ones, by hash. An
// injected inline script does not run there, where a session lives. The public pages keep the
// front door's policy (docs/decisions/security-headers.md).

/** An internal path (`/fr/mobile/candidature/espace`) of the applicant's area; `/candidature` itself is the public lead form. */
export const isApplicantPath = (internalPath: string): boolean =>
  /^\/(fr|en)\/[a-z]+\/candidature\/./.test(internalPath);

let hashes: Promise<string[]> | null = null;
/** The SHA-256 of each inline script the layout writes whatever the page (their texts are constants). */
function inlineScriptHashes(): Promise<string[]> {
  hashes ??= Promise.all(
    [ORIGIN_SCRIPT, consentDefaultsScript()].map(async (text) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    }),
  );
  return hashes;
}

/**
 * A fresh nonce and the policy naming it. Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on the scripts it writes; the answer carries the same
 * policy, which the front door leaves as it is.
 */
export async function applicantPolicy(): Promise<string> {
  const env = serverEnv();
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  return contentSecurityPolicy({
    framingOrigins: framingOrigins(env),
    https: new URL(env.SITE_URL).protocol === 'https:',
    nonce,
    scriptHashes: await inlineScriptHashes(),
  });
}
