import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { consentCookie } from './browser';
import { testEnv } from './env';

// Passkeys in the browser tests (issue 58). WebAuthn wants a secure context and a domain as its
// relying party: 127.0.0.1 is neither, localhost is both, so these tests open the site at
// http://localhost:<port> (the CMS allows it through PASSKEY_ORIGINS, which scripts/test.mjs sets).

/** The site as these tests reach it: the run's address with localhost for 127.0.0.1. */
export const localSiteUrl = (() => {
  const url = new URL(testEnv.webUrl);
  url.hostname = 'localhost';
  return url.origin;
})();

/** The consent choice for localhost too (the banner would cover the buttons). */
export async function consentOnLocalhost(context: BrowserContext): Promise<void> {
  await context.addCookies([{ ...consentCookie(['necessary']), url: localSiteUrl }]);
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  id: string;
  /** The passkeys it holds (resident ones, with their sign counts). */
  credentials(): Promise<Array<{ credentialId: string; isResidentCredential: boolean; signCount: number }>>;
}

/**
 * Chromium's virtual authenticator on `page`: a platform one, as a phone's (resident keys, user
 * verification that always succeeds), which answers WebAuthn's prompts without a person.
 */
export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    id: authenticatorId,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
