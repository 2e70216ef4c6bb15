import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { APPLICATIONS, applicationInAdmin, courseOf, sentApplication, sessionFor } from '../support/applicant';
import { cms, serviceToken } from '../support/cms';
import { onPostgres, runOnCmsDatabase } from '../support/cms-database';

// The retention job and online applications (docs/privacy.md): an application not admitted is
// erased 3 months after the decision, 24 when its applicant asked to be kept in view; a declined
// offer 3 months after the answer; a code or session a day after it can no longer sign in. The
// decisions are moved back in the database (as time would), and the job runs at today's date: a
// clock set ahead would end every other test's sessions.

const tag = randomBytes(4).toString('hex');
let admin: string;

const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day;
};
/** A time as the engine stores it (SQLite: milliseconds; PostgreSQL: a timestamp). */
const stored = (at: Date) => (onPostgres ? `'${at.toISOString()}'` : String(at.getTime()));

const applicant = async (name: string) => {
  const email = `${name}.${tag}@example.com`;
  const session = await sessionFor(email);
  const reference = await sentApplication(session, await courseOf(true), {});
  return { email, session, reference };
};

const applicantCall = async (path: string, body: Record<string, unknown>) =>
  cms(`/applicant/applications/${path}`, { method: 'POST', token: await serviceToken(), body });

const setStage = async (reference: string, stage: string) => {
  const { documentId } = await applicationInAdmin(admin, reference);
  expect((await adminApi(admin, 'PUT', `${APPLICATIONS}/${documentId}`, { stage })).status).toBe(200);
};

const stillThere = async (reference: string) =>
  ((await adminApi(admin, 'GET', `${APPLICATIONS}?filters[reference][$eq]=${reference}`)).json?.results as unknown[])
    .length === 1;

const runRetention = async () => {
  const answer = await adminApi(admin, 'POST', '/admissions/retention/run', { now: new Date().toISOString() });
  expect(answer.status).toBe(200);
  return answer.json?.data as { applications: number; signIns: number };
};

beforeAll(async () => {
  admin = await adminToken();
});

describe('the retention job, for online applications', () => {
  it('erases unsuccessful applications after their period, and spares one kept in view', async () => {
    const refused = await applicant('refused');
    const kept = await applicant('kept');
    const declined = await applicant('declined');
    const current = await applicant('current');
    await setStage(refused.reference, 'not_admitted');
    await setStage(kept.reference, 'not_admitted');
    await setStage(declined.reference, 'admitted');
    await setStage(current.reference, 'not_admitted');
    const answer = await applicantCall('answer', {
      token: declined.session,
      reference: declined.reference,
      answer: 'decline',
    });
    expect((answer.json?.data as { status: string }).status).toBe('answered');

    // The applicant asks to be kept in view; the page says until when.
    const keep = await applicantCall('keep', { token: kept.session, reference: kept.reference, keep: true });
    const view = keep.json?.data as { keepInView: boolean; erasedOn: string };
    expect(view.keepInView).toBe(true);
    expect(new Date(view.erasedOn).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 2);
    // Only a refused application can be kept in view.
    const notRefused = await applicantCall('keep', {
      token: declined.session,
      reference: declined.reference,
      keep: true,
    });
    expect(notRefused.json?.data).toBeNull();

    // Four months pass for three of them.
    const before = stored(monthsAgo(4));
    await runOnCmsDatabase([
      `UPDATE applications SET decided_at = ${before} WHERE reference IN ('${refused.reference}', '${kept.reference}')`,
      `UPDATE applications SET answered_at = ${before} WHERE reference = '${declined.reference}'`,
    ]);
    const run = await runRetention();
    expect(run.applications).toBeGreaterThanOrEqual(2);
    expect(await stillThere(refused.reference)).toBe(false);
    expect(await stillThere(declined.reference)).toBe(false);
    expect(await stillThere(kept.reference)).toBe(true);
    expect(await stillThere(current.reference)).toBe(true);
    // Their history went with them.
    expect((await applicationInAdmin(admin, kept.reference)).history.length).toBeGreaterThan(0);
    const history = await adminApi(
      admin,
      'GET',
      `/content-manager/collection-types/api::application-event.application-event?filters[application][reference][$eq]=${refused.reference}`,
    );
    expect(history.json?.results).toEqual([]);

    // Kept in view: two years and more after the decision, erased too.
    await runOnCmsDatabase([
      `UPDATE applications SET decided_at = ${stored(monthsAgo(25))} WHERE reference = '${kept.reference}'`,
    ]);
    await runRetention();
    expect(await stillThere(kept.reference)).toBe(false);
  });

  it('deletes codes and sessions a day after they can no longer sign in', async () => {
    const email = `ended.${tag}@example.com`;
    const session = await sessionFor(email);
    const alive = await sessionFor(`alive.${tag}@example.com`);
    const twoDaysAgo = stored(new Date(Date.now() - 2 * 24 * 3_600_000));
    await runOnCmsDatabase([
      `UPDATE applicant_sign_in_codes SET expires_at = ${twoDaysAgo} WHERE email = '${email}'`,
      `UPDATE applicant_sessions SET expires_at = ${twoDaysAgo} WHERE email = '${email}'`,
    ]);
    const run = await runRetention();
    expect(run.signIns).toBeGreaterThanOrEqual(2);
    const token = await serviceToken();
    const current = async (of: string) =>
      (await cms('/applicant/session', { method: 'POST', token, body: { token: of } })).json?.data;
    expect(await current(session)).toBeNull();
    expect(await current(alive)).toMatchObject({ email: `alive.${tag}@example.com` });
  });
});
