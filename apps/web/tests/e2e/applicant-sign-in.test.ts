import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, chooseConsent, DESKTOP, hydrated, launchBrowser, PHONE } from '../support/browser';
import { adminApi, adminToken } from '../support/admin';
import { alerting, codeOf, codesTo, linkOf, saying } from '../support/applicant';
import { cms, serviceToken } from '../support/cms';
import { testEnv } from '../support/env';
import { leadData, postLead } from '../support/leads';
import { POLL } from '../support/wait';

// The applicant's sign-in (issue 58): a 6-digit code e-mailed, typed on the page; the e-mail's
// link opens a page whose button signs in (a mail scanner opening it signs nobody in); a session
// the CMS holds, in an HttpOnly cookie, that signing out ends.

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

/** The code's field, on a phone typed and sent with the keyboard's Enter (Go). */
const CODE = 'Code à 6 chiffres reçu par e-mail';

const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;

/** A visitor without a cookie; `javaScriptEnabled: false` for one whose scripts never run. */
async function visitor(
  options: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await chooseConsent(context);
  return { context, page: await context.newPage() };
}

/**
 * Sends the form (pressing `button`, or Enter in the field labelled `enterIn`) and returns the
 * answer to its post (the document's, without JavaScript).
 */
async function post(page: Page, { button, enterIn }: { button?: string; enterIn?: string }): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    enterIn ? page.getByLabel(enterIn).press('Enter') : page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return answer;
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'horizon_applicant');

describe('signing in by code, without JavaScript, on a phone, in French', () => {
  it('refuses a bad address and a wrong code with their reasons, then signs in and out', async () => {
    const email = address('awa');
    // What they asked before is theirs once signed in: the same address, written otherwise.
    expect((await postLead(leadData({ email: email.toUpperCase(), type: 'brochure' }))).status).toBe(201);
    const { context, page } = await visitor({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${testEnv.webUrl}/candidature/connexion`);
    expect(await page.locator('h1').textContent()).toBe('Espace candidat');

    await page.getByLabel('Adresse e-mail').fill('awa@');
    expect((await post(page, { button: 'Recevoir mon code' })).status()).toBe(422);
    await alerting(page, 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.');

    await page.getByLabel('Adresse e-mail').fill(email);
    expect((await post(page, { button: 'Recevoir mon code' })).status()).toBe(200);
    await saying(page, 'Nous vous avons envoyé un code. Il est valable 10 minutes.');
    expect(await page.locator('#sign-in-hint').textContent()).toContain(`Envoyé à ${email}.`);
    const [mail] = await codesTo(email);
    const code = codeOf(mail!);
    expect(code).toMatch(/^[0-9]{6}$/);
    // The message says nothing about the person but the code and the link.
    expect(mail!.text).not.toContain('Awa');

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(CODE).fill(wrong);
    expect((await post(page, { enterIn: CODE })).status()).toBe(422);
    await alerting(page, 'Ce code n’est pas le bon. Il vous reste 4 essais.');
    expect(await sessionCookie(context)).toBeUndefined();

    // A reload keeps the step: the address it was sent to is remembered for a quarter of an hour.
    await page.goto(`${testEnv.webUrl}/candidature/connexion`);
    await page.getByLabel(CODE).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await post(page, { enterIn: CODE });
    await page.waitForURL(`${testEnv.webUrl}/candidature/espace`, POLL);
    expect(await page.locator('h1').textContent()).toBe('Mon espace candidat');
    expect(await page.locator('main').textContent()).toContain(`Connecté·e avec ${email}`);
    expect(await page.locator('main').textContent()).toContain('Brochure');

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The answer is one person's: never kept by a shared cache.
    const again = await page.goto(`${testEnv.webUrl}/candidature/espace`);
    expect(again?.headers()['cache-control']).toMatch(/private|no-store/);

    // The code worked once: typed again, it opens nothing.
    expect(
      (await cms('/applicant/sessions', { method: 'POST', token: await serviceToken(), body: { email, code } })).json,
    ).toEqual({ data: { status: 'expired' } });

    await post(page, { button: 'Me déconnecter' });
    await page.waitForURL(/\/candidature\/connexion\?sortie=1$/, POLL);
    await saying(page, 'Vous êtes déconnecté·e.');
    // The session is over on the server too: its token, sent again, opens nothing.
    const ended = await cms('/applicant/session', {
      method: 'POST',
      token: await serviceToken(),
      body: { token: cookie!.value },
    });
    expect(ended.json).toEqual({ data: null });
    await page.goto(`${testEnv.webUrl}/candidature/espace`);
    expect(new URL(page.url()).pathname).toBe('/candidature/connexion');
  });
});

describe('the e-mail’s link, in English, with JavaScript', () => {
  it('signs nobody in when opened (a mail scanner), and signs in with its button, once', async () => {
    const email = address('rafael');
    const { context, page } = await visitor({ ...DESKTOP, locale: 'en-GB' });
    await page.goto(`${testEnv.webUrl}/en/apply/sign-in`);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email address').fill('rafael@');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await alerting(page, 'Enter a valid email address, for example name@example.com.');
    // The refusal takes the focus, so that a screen reader reads it, and the field says it is wrong.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await saying(page, 'We have sent you a code. It is valid for 10 minutes.');
    expect(await axeViolations(page)).toEqual([]);
    const [mail] = await codesTo(email);
    expect(mail!.headers.subject).toMatch(/^[0-9]{6} is your sign-in code$/);
    const link = linkOf(mail!);
    expect(new URL(link).pathname).toBe('/en/apply/link');

    // A scanner fetches the link: it gets the page, and no session.
    const scanned = await fetch(link.replace(/^https?:\/\/[^/]+/, testEnv.webUrl), { redirect: 'manual' });
    expect(scanned.status).toBe(200);
    expect(scanned.headers.get('set-cookie') ?? '').not.toContain('horizon_applicant=');

    await page.goto(link.replace(/^https?:\/\/[^/]+/, testEnv.webUrl));
    expect(await page.locator('h1').textContent()).toBe('Sign in with the link you received');
    expect(await sessionCookie(context)).toBeUndefined();
    await page.getByRole('button', { name: 'Sign me in' }).click();
    await page.waitForURL(`${testEnv.webUrl}/en/apply/my-space`, POLL);
    expect(await page.locator('main').textContent()).toContain(`Signed in as ${email}`);
    expect(await page.locator('main').textContent()).toContain('No request with this address yet.');
    expect(await axeViolations(page)).toEqual([]);

    // The link is spent: a second browser pressing its button is told so, in English.
    const other = await visitor({ ...DESKTOP, locale: 'en-GB' });
    await other.page.goto(link.replace(/^https?:\/\/[^/]+/, testEnv.webUrl));
    await other.page.getByRole('button', { name: 'Sign me in' }).click();
    await other.page.waitForURL(/\/en\/apply\/sign-in\?lien=expire$/, POLL);
    await saying(other.page, 'This link has expired or was already used. Ask for a new code below.');
    expect(await sessionCookie(other.context)).toBeUndefined();
  });
});

describe('the sign-in’s limits', () => {
  it('sends at most five codes an hour to one address, and says when to try again', async () => {
    const email = address('limit');
    const token = await serviceToken();
    const ask = () =>
      cms('/applicant/codes', { method: 'POST', token, body: { email, language: 'fr', requester: `test-${email}` } });
    for (let sent = 0; sent < 5; sent += 1) expect((await ask()).json).toEqual({ data: { status: 'sent' } });
    const refused = await ask();
    expect(refused.json).toMatchObject({ data: { status: 'rate-limited' } });
    expect((refused.json?.data as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThanOrEqual(59);

    // The visitor reads it in their language, with a 429.
    const { page } = await visitor({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${testEnv.webUrl}/candidature/connexion`);
    await page.getByLabel('Adresse e-mail').fill(email);
    expect((await post(page, { button: 'Recevoir mon code' })).status()).toBe(429);
    await alerting(page, /^Trop de codes demandés\. Réessayez dans 6\d min/);
  });

  it('voids the live codes after five wrong ones', async () => {
    const email = address('guess');
    const token = await serviceToken();
    await cms('/applicant/codes', { method: 'POST', token, body: { email, language: 'en', requester: 'test-guess' } });
    const code = codeOf((await codesTo(email))[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let guess = 0; guess < 5; guess += 1)
      answers.push((await cms('/applicant/sessions', { method: 'POST', token, body: { email, code: wrong } })).json);
    expect(answers.map((answer) => (answer?.data as { status: string }).status)).toEqual([
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'expired',
    ]);
    // The right code, now, opens nothing.
    expect((await cms('/applicant/sessions', { method: 'POST', token, body: { email, code } })).json).toEqual({
      data: { status: 'expired' },
    });
  });

  it('lets no one but the site ask for a code or open a session', async () => {
    const body = { email: address('anonymous'), language: 'fr', requester: 'x' };
    expect((await cms('/applicant/codes', { method: 'POST', token: null, body })).status).toBe(401);
    expect(
      (await cms('/applicant/session', { method: 'POST', token: null, body: { token: 'x'.repeat(43) } })).status,
    ).toBe(401);
    expect(
      (await cms('/applicant/codes', { method: 'POST', token: await serviceToken(), body: { email: 'x' } })).status,
    ).toBe(400);
  });

  it('signs an erased person out everywhere and voids their codes', async () => {
    const email = address('erased');
    const token = await serviceToken();
    const ask = () =>
      cms('/applicant/codes', { method: 'POST', token, body: { email, language: 'fr', requester: 'test-erase' } });
    await ask();
    const code = codeOf((await codesTo(email))[0]!);
    const signedIn = await cms('/applicant/sessions', { method: 'POST', token, body: { email, code } });
    const session = (signedIn.json?.data as { token: string }).token;
    const current = () => cms('/applicant/session', { method: 'POST', token, body: { token: session } });
    expect((await current()).json?.data).toMatchObject({ email, language: 'fr' });
    await ask();
    const [, pending] = await codesTo(email, 2);

    const erased = await adminApi(await adminToken(), 'POST', '/admissions/privacy/erase', { email });
    expect(erased.status).toBe(200);
    expect((await current()).json).toEqual({ data: null });
    expect(
      (await cms('/applicant/sessions', { method: 'POST', token, body: { email, code: codeOf(pending!) } })).json,
    ).toEqual({ data: { status: 'expired' } });
  });
});
