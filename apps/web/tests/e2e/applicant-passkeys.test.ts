import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, hydrated, launchBrowser, PHONE } from '../support/browser';
import { alerting, codeOf, codesTo, saying } from '../support/applicant';
import { consentOnLocalhost, localSiteUrl, virtualAuthenticator } from '../support/passkeys';
import { POLL } from '../support/wait';

// Passkeys for applicants (issue 58), through the real pages, with Chromium's virtual
// authenticator standing for the phone's: signed in by code, the applicant adds a passkey in their
// space, signs out, signs in with it (no address typed), removes it, and is then refused with it.
// The site is opened as localhost: WebAuthn wants a secure context and a domain.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;

async function visitor(
  options: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await consentOnLocalhost(context);
  return { context, page: await context.newPage() };
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'horizon_applicant');

/** Signs in by code on the French sign-in page, as an applicant does, and lands in their space. */
async function signInByCode(page: Page, email: string) {
  await page.goto(`${localSiteUrl}/candidature/connexion`);
  await hydrated(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  await saying(page, 'Nous vous avons envoyé un code.');
  const code = codeOf((await codesTo(email)).at(-1)!);
  await page.getByLabel('Code à 6 chiffres reçu par e-mail').fill(code);
  await page.getByRole('button', { name: 'Me connecter', exact: true }).click();
  await page.waitForURL(`${localSiteUrl}/candidature/espace`, POLL);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Me déconnecter' }).click();
  await page.waitForURL(/\/candidature\/connexion\?sortie=1$/, POLL);
  await hydrated(page);
}

describe('a passkey, added in the applicant’s space and used to sign in', () => {
  it('is added after a sign-in by code, signs in without an address, and once removed is refused', async () => {
    const email = address('passkey');
    const { context, page } = await visitor(DESKTOP);
    const authenticator = await virtualAuthenticator(page);

    await signInByCode(page, email);
    await hydrated(page);
    expect(await page.locator('main').textContent()).toContain('Aucune clé d’accès pour l’instant.');
    await page.getByRole('button', { name: 'Ajouter une clé d’accès (passkey) sur cet appareil' }).click();
    await saying(page, 'Votre clé d’accès est ajoutée.');
    // The device keeps it as a resident key: the sign-in needs no address.
    expect(await authenticator.credentials()).toEqual([expect.objectContaining({ isResidentCredential: true })]);
    await expect.poll(() => page.locator('main li').filter({ hasText: 'pas encore utilisée' }).count(), POLL).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await signOut(page);
    expect(await sessionCookie(context)).toBeUndefined();
    // The code stays the first way in; the passkey's button is beside it.
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Me connecter avec une clé d’accès' }).click();
    await page.waitForURL(`${localSiteUrl}/candidature/espace`, POLL);
    expect(await page.locator('main').textContent()).toContain(`Connecté·e avec ${email}`);
    expect(await page.locator('main').textContent()).toContain('utilisée pour la dernière fois le');
    expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(0);

    // Removed from the space (a plain form), it signs nobody in, though the device still holds it.
    const remove = page.getByRole('button', { name: /^Supprimer la clé d’accès / });
    await remove.click();
    await page.waitForURL(`${localSiteUrl}/candidature/espace?cle=supprimee`, POLL);
    await saying(page, 'La clé d’accès est supprimée.');
    expect(await page.locator('main').textContent()).toContain('Aucune clé d’accès pour l’instant.');

    await signOut(page);
    await page.getByRole('button', { name: 'Me connecter avec une clé d’accès' }).click();
    await alerting(page, 'Nous ne connaissons pas cette clé d’accès');
    expect(await sessionCookie(context)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/candidature/connexion');
  });
});

describe('the passkey’s button', () => {
  it('says in English that the request was cancelled when the device has no passkey to give', async () => {
    const { page } = await visitor({ ...PHONE, locale: 'en-GB' });
    await virtualAuthenticator(page);
    await page.goto(`${localSiteUrl}/en/apply/sign-in`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await alerting(page, 'The passkey request was cancelled or timed out. Try again, or sign in with a code.');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is not drawn without JavaScript: the code alone signs in', async () => {
    const { page } = await visitor({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${localSiteUrl}/candidature/connexion`);
    expect(await page.getByRole('button', { name: 'Recevoir mon code' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Me connecter avec une clé d’accès' }).count()).toBe(0);
  });
});
