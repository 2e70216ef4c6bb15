import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, adminWithRole } from '../support/admin';
import { leadData, postLead } from '../support/leads';

// The nightly retention job, with its clock set by the test run (ADMISSIONS_TEST_CLOCK): a
// prospect nobody has heard from for 36 months is warned a month before, and erased only after a
// month on the list; one who comes back is taken off it; a recent one is left alone.

const PROSPECTS = '/content-manager/collection-types/api::prospect.prospect';
const tag = randomBytes(4).toString('hex');
const silent = `silent.${tag}@example.com`;
const back = `back.${tag}@example.com`;
const recent = `recent.${tag}@example.com`;

let admin: string;

const run = async (now: string) => {
  const answer = await adminApi(admin, 'POST', '/admissions/retention/run', { now });
  expect(answer.status).toBe(200);
  return answer.json?.data as { months: number; warned: number; renewed: number; erased: number };
};
const prospect = async (email: string) =>
  (
    (await adminApi(admin, 'GET', `${PROSPECTS}?filters[email][$eq]=${encodeURIComponent(email)}`)).json
      ?.results as Array<{ documentId: string; retentionWarnedAt: string | null }>
  )[0];
const warningList = async (token: string) =>
  (
    (await adminApi(token, 'GET', '/admissions/dashboard')).json?.data as {
      retention: { months: number; prospects: Array<{ email: string; eraseOn: string }> };
    }
  ).retention;

beforeAll(async () => {
  admin = await adminToken();
  // Their last news: January 2016 for two of them, this year for the third.
  for (const [email, at] of [
    [silent, '2016-01-10T10:00:00.000Z'],
    [back, '2016-01-12T10:00:00.000Z'],
    [recent, new Date().toISOString()],
  ] as const)
    expect((await postLead(leadData({ email, submittedAt: at }))).status).toBe(201);
});

describe('the retention job', () => {
  it('warns a month before, erases after a month on the list, and spares who came back', async () => {
    // 2018-12-20: 35 months and more since January 2016, within a month of 36: on the list.
    await run('2018-12-20T03:00:00.000Z');
    for (const email of [silent, back])
      expect((await prospect(email))?.retentionWarnedAt).toBe('2018-12-20T03:00:00.000Z');
    expect((await prospect(recent))?.retentionWarnedAt).toBeNull();
    const officer = await adminWithRole('admissions-officer');
    const list = await warningList(officer.token);
    expect(list.months).toBe(36);
    expect(list.prospects.map((p) => p.email)).toEqual(expect.arrayContaining([silent, back]));
    expect(list.prospects.find((p) => p.email === silent)?.eraseOn).toBe('2019-01-20T03:00:00.000Z');

    // One of them writes again (a new lead in January 2019).
    expect((await postLead(leadData({ email: back, submittedAt: '2019-01-05T10:00:00.000Z' }))).status).toBe(201);

    // 2019-01-15: past 36 months, but on the list for less than a month: kept.
    await run('2019-01-15T03:00:00.000Z');
    expect(await prospect(silent)).toBeDefined();

    // 2019-01-21: a month on the list: erased; the one who came back is off the list and kept.
    const third = await run('2019-01-21T03:00:00.000Z');
    expect(third.erased).toBeGreaterThanOrEqual(1);
    expect(await prospect(silent)).toBeUndefined();
    const leads = await adminApi(
      admin,
      'GET',
      `/content-manager/collection-types/api::lead.lead?filters[email][$eq]=${silent}`,
    );
    expect(leads.json?.results).toEqual([]);
    expect((await prospect(back))?.retentionWarnedAt).toBeNull();
    expect(await prospect(recent)).toBeDefined();

    const log = await adminApi(
      admin,
      'GET',
      '/content-manager/collection-types/api::privacy-log.privacy-log?filters[action][$eq]=retention_erase&sort=performedAt:DESC',
    );
    expect((log.json?.results as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(log.json)).not.toContain(silent);
  });

  // That the clock is refused outside the test run: integration/crm-webhook.test.ts, whose CMS runs as in production.
  it('lets only the super admin run it, and refuses a clock that is not a date', async () => {
    const officer = await adminWithRole('admissions-officer');
    expect((await adminApi(officer.token, 'POST', '/admissions/retention/run', {})).status).toBe(403);
    expect((await adminApi(admin, 'POST', '/admissions/retention/run', { now: 'yesterday' })).status).toBe(400);
  });
});
