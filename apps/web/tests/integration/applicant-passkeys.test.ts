import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { alerting, saying, sessionFor } from '../support/applicant';
import { DESKTOP, hydrated, launchBrowser, PHONE } from '../support/browser';
import { cms, serviceToken } from '../support/cms';
import { queryCmsDatabase, runOnCmsDatabase } from '../support/cms-database';
import { testEnv } from '../support/env';
import { consentOnLocalhost, localSiteUrl, virtualAuthenticator } from '../support/passkeys';
import { SoftwarePasskey } from '../support/software-passkey';
import { POLL } from '../support/wait';

// Passkeys of applicants, on the CMS's side (issue 58): the challenges (used once, five minutes,
// a registration's bound to its session), the counter, one person's passkey never another's, and
// an erasure that takes them with the rest, and the hourly limits on challenges. The answers come
// from a passkey in software (tests/support/software-passkey.ts); the browser's own is in
// tests/e2e/applicant-passkeys.test.ts, and here for what the site says past a limit.

const origin = localSiteUrl;
const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;
/** The network address the site would send: one a run of this file, far from the hour's limit. */
const requester = `test-passkeys-${randomBytes(4).toString('hex')}`;

type Options = { challenge: string; rpId?: string; user: { id: string }; allowCredentials?: unknown[] } & Record<
  string,
  unknown
>;
type Answer = { status: string; reason?: string; token?: string };

async function call(path: string, body: unknown): Promise<{ status: number; data: unknown }> {
  const answer = await cms(`/applicant/passkeys${path}`, { method: 'POST', token: await serviceToken(), body });
  return { status: answer.status, data: answer.json?.data };
}

async function registrationOptions(token: string, from = requester): Promise<Options> {
  const { data } = await call('/registration-options', { token, origin, requester: from });
  expect(data).toMatchObject({ status: 'options' });
  return (data as { options: Options }).options;
}

const register = async (token: string, response: unknown) =>
  (await call('/registration', { token, origin, response, label: 'Chrome · Linux' })).data as Answer;

/** A signed-in applicant with a passkey added. */
async function withPasskey(name: string) {
  const email = address(name);
  const token = await sessionFor(email);
  const passkey = new SoftwarePasskey(origin);
  expect(await register(token, passkey.register(await registrationOptions(token)))).toMatchObject({
    status: 'added',
  });
  return { email, token, passkey };
}

async function signInOptions(from = requester): Promise<Options> {
  const { data } = await call('/sign-in-options', { origin, requester: from });
  expect(data).toMatchObject({ status: 'options' });
  return (data as { options: Options }).options;
}

const signIn = async (response: unknown) =>
  (await call('/sign-in', { origin, response, language: 'fr' })).data as Answer;

const sessionEmail = async (token: string) =>
  (
    (await cms('/applicant/session', { method: 'POST', token: await serviceToken(), body: { token } })).json?.data as {
      email: string;
    } | null
  )?.email ?? null;

const listed = async (token: string) => (await call('', { token })).data as Array<Record<string, unknown>>;

describe('passkeys of applicants, in the CMS', () => {
  it('adds a resident passkey for the signed-in applicant, and signs in with it without an address', async () => {
    const email = address('nadia');
    const token = await sessionFor(email);
    const options = await registrationOptions(token);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const passkey = new SoftwarePasskey(origin);
    expect(await register(token, passkey.register(options))).toMatchObject({ status: 'added' });
    const [kept] = await listed(token);
    expect(kept).toEqual({
      id: expect.any(String),
      label: 'Chrome · Linux',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const challenge = await signInOptions();
    expect(challenge).toMatchObject({ rpId: 'localhost', userVerification: 'preferred', allowCredentials: [] });
    const answer = await signIn(passkey.assert(challenge));
    expect(answer).toMatchObject({ status: 'signed-in', session: { email, language: 'fr' } });
    expect(await sessionEmail(answer.token!)).toBe(email);
    expect((await listed(token))[0]!.lastUsedAt).toEqual(expect.any(String));
  });

  it('uses a challenge once: the same answer sent twice, or another answer to it, opens nothing more', async () => {
    const { passkey, token } = await withPasskey('twice');
    const challenge = await signInOptions();
    const answer = passkey.assert(challenge);
    expect(await signIn(answer)).toMatchObject({ status: 'signed-in' });
    expect(await signIn(answer)).toEqual({ status: 'refused', reason: 'expired' });
    expect(await signIn(passkey.assert(challenge))).toEqual({ status: 'refused', reason: 'expired' });

    // A registration's challenge too.
    const options = await registrationOptions(token);
    const second = new SoftwarePasskey(origin);
    expect(await register(token, second.register(options))).toMatchObject({ status: 'added' });
    expect(await register(token, new SoftwarePasskey(origin).register(options))).toEqual({
      status: 'refused',
      reason: 'expired',
    });
  });

  it('refuses an expired challenge', async () => {
    const { passkey } = await withPasskey('late');
    const challenge = await signInOptions();
    const hash = createHash('sha256').update(challenge.challenge).digest('hex');
    await runOnCmsDatabase([
      `UPDATE applicant_passkey_challenges SET expires_at = created_at WHERE challenge_hash = '${hash}'`,
    ]);
    expect(await signIn(passkey.assert(challenge))).toEqual({ status: 'refused', reason: 'expired' });
  });

  it('refuses a counter that goes backwards (a cloned passkey), and keeps the highest', async () => {
    const { passkey } = await withPasskey('clone');
    expect(await signIn(passkey.assert(await signInOptions(), { counter: 5 }))).toMatchObject({
      status: 'signed-in',
    });
    expect(await signIn(passkey.assert(await signInOptions(), { counter: 3 }))).toEqual({
      status: 'refused',
      reason: 'invalid',
    });
    expect(await signIn(passkey.assert(await signInOptions(), { counter: 5 }))).toEqual({
      status: 'refused',
      reason: 'invalid',
    });
    expect(await signIn(passkey.assert(await signInOptions(), { counter: 6 }))).toMatchObject({
      status: 'signed-in',
    });
  });

  it('keeps one person’s passkey theirs: not removed, not claimed, not registered by another', async () => {
    const awa = await withPasskey('awa');
    const bruno = await withPasskey('bruno');
    const [awasPasskey] = await listed(awa.token);

    // Bruno's session cannot remove Awa's passkey.
    expect((await call('/remove', { token: bruno.token, id: awasPasskey!.id })).data).toEqual({ removed: 0 });
    expect(await listed(awa.token)).toHaveLength(1);

    // Awa's passkey, answering as Bruno (his user handle), signs nobody in.
    const claimed = awa.passkey.assert(await signInOptions(), { userHandle: bruno.passkey.userHandle });
    expect(await signIn(claimed)).toEqual({ status: 'refused', reason: 'unknown' });

    // Awa's registration challenge is no use to Bruno's session.
    const awasOptions = await registrationOptions(awa.token);
    expect(await register(bruno.token, new SoftwarePasskey(origin).register(awasOptions))).toEqual({
      status: 'refused',
      reason: 'expired',
    });
    // Nor can Bruno register Awa's passkey (its id) as his.
    expect(await register(bruno.token, awa.passkey.register(await registrationOptions(bruno.token)))).toEqual({
      status: 'refused',
      reason: 'invalid',
    });

    // Awa removes hers; then it opens nothing.
    expect((await call('/remove', { token: awa.token, id: awasPasskey!.id })).data).toEqual({ removed: 1 });
    expect(await signIn(awa.passkey.assert(await signInOptions()))).toEqual({ status: 'refused', reason: 'unknown' });
  });

  it('offers passkeys only at the site’s own origins, and to the site only', async () => {
    for (const elsewhere of ['https://horizon-ecoles.example.net', testEnv.webUrl, 'not a url'])
      expect((await call('/sign-in-options', { origin: elsewhere, requester })).data).toEqual({
        status: 'refused',
        reason: 'unsupported',
      });
    const anonymous = await cms('/applicant/passkeys/sign-in-options', {
      method: 'POST',
      token: null,
      body: { origin, requester },
    });
    expect([401, 403]).toContain(anonymous.status);
    // Nor without the visitor's network address, the key of its limit.
    expect((await call('/sign-in-options', { origin })).status).toBe(400);
    expect((await call('', { token: 'x'.repeat(43) })).status).toBe(401);
  });

  it('lists the passkeys in the person’s export, without their keys, and erases them with the person', async () => {
    const { email, passkey } = await withPasskey('erased');
    const admin = await adminToken();
    const exported = await adminApi(admin, 'POST', '/admissions/privacy/export', { email });
    expect(exported.status).toBe(200);
    const { json, csv } = exported.json?.data as { json: { passkeys: Array<Record<string, unknown>> }; csv: string };
    expect(json.passkeys).toEqual([
      {
        label: 'Chrome · Linux',
        transports: ['internal'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastUsedAt: null,
      },
    ]);
    expect(csv).toContain('passkey,1,label,Chrome · Linux');
    expect(JSON.stringify(exported.json)).not.toContain('publicKey');

    expect((await adminApi(admin, 'POST', '/admissions/privacy/erase', { email })).status).toBe(200);
    expect(await signIn(passkey.assert(await signInOptions()))).toEqual({ status: 'refused', reason: 'unknown' });
    expect(await listed(await sessionFor(email))).toEqual([]);
  });
});

/** The limits of docs/decisions/applicant-sign-in.md: challenges an hour per network address, and to add a passkey per applicant. */
const PER_REQUESTER = 120;
const REGISTRATIONS_PER_APPLICANT = 10;

const challengeHash = (options: Options) => createHash('sha256').update(options.challenge).digest('hex');

describe('the passkeys’ limits', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A visitor of the site at localhost (where passkeys work) with a device's authenticator, signed in as `email`. */
  async function signedInAtLocalhost(
    options: Parameters<Browser['newContext']>[0],
    email: string,
    language: 'fr' | 'en',
  ) {
    const context = await browser.newContext(options);
    await consentOnLocalhost(context);
    await context.addCookies([
      { name: 'horizon_applicant', value: await sessionFor(email, language), url: localSiteUrl, httpOnly: true },
    ]);
    const page = await context.newPage();
    await virtualAuthenticator(page);
    return { context, page };
  }

  /** Presses `button` and returns the status of the answer to its server action. */
  async function pressed(page: Page, button: string): Promise<number> {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: button, exact: true }).click(),
    ]);
    return answer.status();
  }

  it('gives a network address 120 challenges an hour: the last signs in as ever, the next says when to try again', async () => {
    const { passkey, token } = await withPasskey('limit');
    const from = `test-limit-${randomBytes(4).toString('hex')}`;
    for (let asked = 1; asked < PER_REQUESTER; asked += 1)
      expect((await call('/sign-in-options', { origin, requester: from })).data).toMatchObject({ status: 'options' });
    expect(await signIn(passkey.assert(await signInOptions(from)))).toMatchObject({ status: 'signed-in' });

    const refused = (await call('/sign-in-options', { origin, requester: from })).data as { retryAfterMinutes: number };
    expect(refused).toEqual({ status: 'rate-limited', retryAfterMinutes: expect.any(Number) });
    expect(refused.retryAfterMinutes).toBeGreaterThanOrEqual(59);
    // Adding a passkey from there is held back too; from elsewhere, nothing is.
    expect((await call('/registration-options', { token, origin, requester: from })).data).toMatchObject({
      status: 'rate-limited',
    });
    expect(await signIn(passkey.assert(await signInOptions()))).toMatchObject({ status: 'signed-in' });
  });

  it('gives an applicant 10 challenges an hour to add a passkey, wherever they ask from, and the site says so in English with a 429', async () => {
    const email = address('devices');
    const token = await sessionFor(email);
    for (let asked = 1; asked < REGISTRATIONS_PER_APPLICANT; asked += 1)
      await registrationOptions(token, `test-device-${asked}-${email}`);

    // The tenth still adds one, through the site.
    const { page } = await signedInAtLocalhost(PHONE, email, 'en');
    await page.goto(`${localSiteUrl}/en/apply/my-space`);
    await hydrated(page);
    expect(await pressed(page, 'Add a passkey on this device')).toBe(200);
    await saying(page, 'Your passkey is added. Next time, sign in with it on this device.');

    // The eleventh is refused before the device is asked.
    expect(await pressed(page, 'Add a passkey on this device')).toBe(429);
    await alerting(
      page,
      /^Too many passkey attempts in the last hour\. Try again in (59|60) min; the code by email still works\.$/,
    );
    expect(
      (await call('/registration-options', { token, origin, requester: `test-other-${email}` })).data,
    ).toMatchObject({
      status: 'rate-limited',
    });
  });

  it('says so on the sign-in page, in French, with a 429, once the site’s network address has had its 120', async () => {
    const email = address('room');
    const { context, page } = await signedInAtLocalhost(DESKTOP, email, 'fr');
    await page.goto(`${localSiteUrl}/candidature/espace`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter une clé d’accès (passkey) sur cet appareil' }).click();
    await saying(page, 'Votre clé d’accès est ajoutée. La prochaine fois, connectez-vous avec elle sur cet appareil.');
    await context.clearCookies({ name: 'horizon_applicant' });

    // Before the limit, the passkey signs in.
    await page.goto(`${localSiteUrl}/candidature/connexion`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Me connecter avec une clé d’accès' }).click();
    await page.waitForURL(`${localSiteUrl}/candidature/espace`, POLL);
    await context.clearCookies({ name: 'horizon_applicant' });

    // The site's network address (as the CMS keeps it, hashed) is given the rest of its 120:
    // challenges asked under another name, then put under its own.
    const [site] = await queryCmsDatabase(
      "SELECT requested_from FROM applicant_passkey_challenges WHERE purpose = 'sign_in' ORDER BY id DESC LIMIT 1",
    );
    const siteHash = String(site?.requested_from);
    expect(siteHash).toMatch(/^[0-9a-f]{64}$/);
    const filler = `test-room-${email}`;
    const hashes: string[] = [];
    for (let asked = 0; asked < PER_REQUESTER; asked += 1) hashes.push(challengeHash(await signInOptions(filler)));
    try {
      await runOnCmsDatabase([
        `UPDATE applicant_passkey_challenges SET requested_from = '${siteHash}' WHERE challenge_hash IN (${hashes.map((hash) => `'${hash}'`).join(', ')})`,
      ]);
      await page.goto(`${localSiteUrl}/candidature/connexion`);
      await hydrated(page);
      expect(await pressed(page, 'Me connecter avec une clé d’accès')).toBe(429);
      await alerting(
        page,
        /^Trop de tentatives avec une clé d’accès en une heure\. Réessayez dans (59|60) min ; le code reçu par e-mail fonctionne toujours\.$/,
      );
      expect(new URL(page.url()).pathname).toBe('/candidature/connexion');
    } finally {
      // The other tests sign in from the same address.
      await runOnCmsDatabase([`DELETE FROM applicant_passkey_challenges WHERE requested_from = '${siteHash}'`]);
    }
  });
});
