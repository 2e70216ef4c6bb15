import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { sessionFor } from '../support/applicant';
import { cms, serviceToken } from '../support/cms';
import { runOnCmsDatabase } from '../support/cms-database';
import { testEnv } from '../support/env';
import { localSiteUrl } from '../support/passkeys';
import { SoftwarePasskey } from '../support/software-passkey';

// Passkeys of applicants, on the CMS's side (issue 58): the challenges (used once, five minutes,
// a registration's bound to its session), the counter, one person's passkey never another's, and
// an erasure that takes them with the rest. The answers come from a passkey in software
// (tests/support/software-passkey.ts); the browser's own is in tests/e2e/applicant-passkeys.test.ts.

const origin = localSiteUrl;
const address = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;

type Options = { challenge: string; rpId?: string; user: { id: string }; allowCredentials?: unknown[] } & Record<
  string,
  unknown
>;
type Answer = { status: string; reason?: string; token?: string };

async function call(path: string, body: unknown): Promise<{ status: number; data: unknown }> {
  const answer = await cms(`/applicant/passkeys${path}`, { method: 'POST', token: await serviceToken(), body });
  return { status: answer.status, data: answer.json?.data };
}

async function registrationOptions(token: string): Promise<Options> {
  const { data } = await call('/registration-options', { token, origin });
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

async function signInOptions(): Promise<Options> {
  const { data } = await call('/sign-in-options', { origin });
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
      expect((await call('/sign-in-options', { origin: elsewhere })).data).toEqual({
        status: 'refused',
        reason: 'unsupported',
      });
    const anonymous = await cms('/applicant/passkeys/sign-in-options', {
      method: 'POST',
      token: null,
      body: { origin },
    });
    expect([401, 403]).toContain(anonymous.status);
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
