import { randomBytes, randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminWithRole, assignSchools, type AdminUser } from '../support/admin';
import { cms } from '../support/cms';
import { testEnv } from '../support/env';
import { APPLICATIONS, applicationInAdmin, courseOf, sentApplication, sessionFor } from '../support/applicant';
import { runOnCmsDatabase } from '../support/cms-database';
import { leadData, postLead } from '../support/leads';

// The admissions dashboard's figures, computed by the CMS's database (SQLite in the first pass,
// PostgreSQL in the second), on leads seeded across three weeks of a period nobody else uses.

const PROSPECTS = '/content-manager/collection-types/api::prospect.prospect';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Named = { documentId: string; name?: string; title?: string };
type WeekCount = { week: string; key: string; leads: number };
type LeadsPerWeek = {
  period: { from: string; to: string };
  dimension: string;
  counts: WeekCount[];
  others: { values: number; weeks: Array<{ week: string; leads: number }> };
};
type Dashboard = {
  period: { from: string; to: string };
  contactTimes: Array<{ school: string; contacted: number; median: number; p90: number }>;
  waiting: {
    total: number;
    oldest: Array<{ documentId: string; email: string; waitingHours: number }>;
    unanswered: { total: number; longestHours: number };
  };
  conversion: Array<Record<string, string | number>>;
};

let officer: AdminUser;
let schools: [Named, Named];
let course: Named & { school: Named };
// A Monday of 2019–2023 drawn for this run: the period holds this file's leads only.
const monday = new Date(Date.UTC(2019, 0, 7) + randomInt(0, 250) * 7 * DAY);
/** `days` after the Monday, at `hour` UTC. */
const at = (days: number, hour: number) => new Date(monday.getTime() + days * DAY + hour * HOUR).toISOString();
const day = (date: Date) => date.toISOString().slice(0, 10);
const tag = randomBytes(4).toString('hex');

async function send(email: string, overrides: Record<string, unknown>): Promise<string> {
  const { status, json } = await postLead(leadData({ email, ...overrides }));
  expect(status).toBe(201);
  return (json?.data as { documentId: string }).documentId;
}

async function prospectOf(email: string): Promise<string> {
  const found = await adminApi(officer.token, 'GET', `${PROSPECTS}?filters[email][$eq]=${encodeURIComponent(email)}`);
  const [prospect] = found.json?.results as Array<{ documentId: string }>;
  expect(prospect, email).toBeDefined();
  return prospect!.documentId;
}

async function moveTo(email: string, stage: string): Promise<void> {
  const moved = await adminApi(officer.token, 'PUT', `${PROSPECTS}/${await prospectOf(email)}`, { stage });
  expect(moved.status).toBe(200);
}

const PERIOD = `from=${day(monday)}&to=${day(new Date(monday.getTime() + 20 * DAY))}`;

async function dashboard(token: string, query = PERIOD) {
  return adminApi(token, 'GET', `/admissions/dashboard?${query}`);
}

/** The period's leads per week by `dimension` (and `extra`: `&listed=N`). */
async function perWeek(dimension: string, extra = ''): Promise<LeadsPerWeek> {
  const { status, json } = await adminApi(
    officer.token,
    'GET',
    `/admissions/dashboard/leads-per-week?${PERIOD}&dimension=${dimension}${extra}`,
  );
  expect(status).toBe(200);
  const data = json?.data as LeadsPerWeek;
  expect(data.dimension).toBe(dimension);
  return data;
}

const person = (n: number) => `dash${n}.${tag}@example.com`;
const fair = { origine: `salon-${tag}`, utmSource: 'fair', utmMedium: 'event' };
const paid = { origine: `ads-${tag}`, utmSource: 'meta', utmMedium: 'paid' };
let contactedAt: number;

beforeAll(async () => {
  officer = await adminWithRole('admissions-officer');
  const found = await cms('/schools', { query: { fields: ['name'], sort: ['name:asc'], pagination: { pageSize: 2 } } });
  schools = found.json?.data as [Named, Named];
  const courses = await cms('/courses', {
    query: {
      fields: ['title'],
      filters: { school: { documentId: { $eq: schools[0].documentId } } },
      populate: { school: { fields: ['name'] } },
      pagination: { pageSize: 1 },
    },
  });
  course = (courses.json?.data as Array<Named & { school: Named }>)[0]!;
  const [a, b] = schools.map((s) => s.documentId);

  // Week 1: three people; week 2: the first again, and a fourth; week 3: two more.
  await send(person(1), { type: 'brochure', school: a, submittedAt: at(0, 9), ...fair });
  await send(person(2), { type: 'contact', school: a, submittedAt: at(1, 9), ...fair });
  await send(person(3), { type: 'registration', school: b, submittedAt: at(2, 9), ...paid });
  await send(person(1), { type: 'application', course: course.documentId, submittedAt: at(7, 9), ...paid });
  await send(person(4), { type: 'brochure', school: b, submittedAt: at(8, 9), ...paid });
  await send(person(5), { type: 'contact', submittedAt: at(14, 9), ...paid });
  await send(person(6), { type: 'contact', school: a, submittedAt: at(15, 9), ...fair });

  contactedAt = Date.now();
  await moveTo(person(1), 'contacted');
  await moveTo(person(1), 'application_started');
  await moveTo(person(2), 'contacted');
  await moveTo(person(3), 'not_interested');
  await moveTo(person(4), 'contacted');
  await moveTo(person(5), 'unreachable');
  // person 6 is left waiting.
});

describe('the admissions dashboard', () => {
  it('counts new leads per week by form type, school, course and origin, one dimension a request', async () => {
    const weeks = [0, 1, 2].map((w) => day(new Date(monday.getTime() + w * 7 * DAY)));
    const byWeek = (rows: WeekCount[]) =>
      rows.map((r) => [r.week, r.key, r.leads]).sort((x, y) => String(x).localeCompare(String(y)));
    const sorted = (rows: Array<[string, string, number]>) => rows.sort((x, y) => String(x).localeCompare(String(y)));

    const type = await perWeek('type');
    expect(byWeek(type.counts)).toEqual(
      sorted([
        [weeks[0]!, 'brochure', 1],
        [weeks[0]!, 'contact', 1],
        [weeks[0]!, 'registration', 1],
        [weeks[1]!, 'application', 1],
        [weeks[1]!, 'brochure', 1],
        [weeks[2]!, 'contact', 2],
      ]),
    );
    // Four values: all listed, nothing summed apart.
    expect(type.others).toEqual({ values: 0, weeks: [] });
    const [a, b] = schools.map((s) => s.name!);
    expect(byWeek((await perWeek('school')).counts)).toEqual(
      sorted([
        [weeks[0]!, a!, 2],
        [weeks[0]!, b!, 1],
        // The application names a course: the CMS gives it the course's school.
        [weeks[1]!, course.school.name!, 1],
        [weeks[1]!, b!, 1],
        [weeks[2]!, '', 1],
        [weeks[2]!, a!, 1],
      ]),
    );
    expect((await perWeek('course')).counts.filter((r) => r.key === course.title)).toEqual([
      { week: weeks[1], key: course.title, leads: 1 },
    ]);
    expect(byWeek((await perWeek('origin')).counts)).toEqual(
      sorted([
        [weeks[0]!, `salon-${tag} / fair / event`, 2],
        [weeks[0]!, `ads-${tag} / meta / paid`, 1],
        [weeks[1]!, `ads-${tag} / meta / paid`, 2],
        [weeks[2]!, `ads-${tag} / meta / paid`, 1],
        [weeks[2]!, `salon-${tag} / fair / event`, 1],
      ]),
    );
  });

  it('lists the values with the most leads and sums the others into one row, week by week', async () => {
    const weeks = [0, 1, 2].map((w) => day(new Date(monday.getTime() + w * 7 * DAY)));
    // Over the period: the ads campaign has 4 leads, the fair 3.
    const origins = await perWeek('origin', '&listed=1');
    expect(new Set(origins.counts.map((r) => r.key))).toEqual(new Set([`ads-${tag} / meta / paid`]));
    expect(origins.others).toEqual({
      values: 1,
      weeks: [
        { week: weeks[0], leads: 2 },
        { week: weeks[2], leads: 1 },
      ],
    });
    // Types: contact 3, brochure 2, then application and registration (1 each, by their code).
    const types = await perWeek('type', '&listed=2');
    expect(new Set(types.counts.map((r) => r.key))).toEqual(new Set(['contact', 'brochure']));
    expect(types.others.values).toBe(2);
    const total = (rows: Array<{ leads: number }>) => rows.reduce((sum, r) => sum + r.leads, 0);
    expect(total(types.counts) + total(types.others.weeks)).toBe(7);
  });

  it('gives the median and 90th percentile time to the first answer, per school', async () => {
    const data = (await dashboard(officer.token)).json?.data as Dashboard;
    const waited = (submitted: string) => (contactedAt - new Date(submitted).getTime()) / 1000;
    const [a, b] = schools.map((s) => s.name!);
    const rowOf = (school: string) => data.contactTimes.find((r) => r.school === school);
    // School A: persons 1 and 2 (nearest rank: the median is the shorter wait, the 90th the longer).
    expect(rowOf(a!)).toMatchObject({ contacted: 2 });
    expect(rowOf(a!)!.median).toBeCloseTo(waited(at(1, 9)), -3);
    expect(rowOf(a!)!.p90).toBeCloseTo(waited(at(0, 9)), -3);
    // School B: person 3 (answered "not interested") and person 4.
    expect(rowOf(b!)).toMatchObject({ contacted: 2 });
    expect(rowOf(b!)!.median).toBeCloseTo(waited(at(8, 9)), -3);
    expect(rowOf(b!)!.p90).toBeCloseTo(waited(at(2, 9)), -3);
    // Person 5 named no school; person 6 is not answered.
    expect(rowOf('')).toMatchObject({ contacted: 1 });
  });

  it('lists the prospects waiting for more than 48 hours, oldest first', async () => {
    const data = (await dashboard(officer.token)).json?.data as Dashboard;
    const listed = data.waiting.oldest.map((p) => p.email);
    expect(listed).toContain(person(6));
    for (const answered of [1, 2, 3, 4, 5]) expect(listed).not.toContain(person(answered));
    const firstLeads = data.waiting.oldest.map((p) => p.waitingHours);
    expect(firstLeads).toEqual([...firstLeads].sort((x, y) => y - x));
    expect(data.waiting.total).toBeGreaterThanOrEqual(data.waiting.oldest.length);

    // A lead of an hour ago is not late yet, but its prospect is waiting for an answer: the page
    // says how many wait in all, so that "nobody late" is never read as "everybody answered".
    const recent = `recent.${tag}@example.com`;
    await send(recent, { submittedAt: new Date(Date.now() - HOUR).toISOString() });
    const now = (await dashboard(officer.token)).json?.data as Dashboard;
    expect(now.waiting.oldest.map((p) => p.email)).not.toContain(recent);
    expect(now.waiting.unanswered.total).toBeGreaterThan(now.waiting.total);
    expect(now.waiting.unanswered.longestHours).toBe(now.waiting.oldest[0]!.waitingHours);
  });

  it('follows each first origin to every stage', async () => {
    const data = (await dashboard(officer.token)).json?.data as Dashboard;
    expect(data.conversion.find((r) => r.origin === `salon-${tag} / fair / event`)).toEqual({
      origin: `salon-${tag} / fair / event`,
      prospects: 3,
      contacted: 2,
      applicationStarted: 1,
      admitted: 0,
      enrolled: 0,
      notInterested: 0,
      unreachable: 0,
      answeredUndated: 0,
    });
    expect(data.conversion.find((r) => r.origin === `ads-${tag} / meta / paid`)).toEqual({
      origin: `ads-${tag} / meta / paid`,
      prospects: 3,
      contacted: 2,
      applicationStarted: 0,
      admitted: 0,
      enrolled: 0,
      notInterested: 1,
      unreachable: 1,
      answeredUndated: 0,
    });
  });

  it('counts prospects imported at a stage, with no history, by that stage, as the list does', async () => {
    // A week of their own, after the others': people loaded from another system at their stage.
    const week = `from=${day(new Date(monday.getTime() + 35 * DAY))}&to=${day(new Date(monday.getTime() + 41 * DAY))}`;
    const imported = { origine: `import-${tag}`, utmSource: 'crm', utmMedium: 'import' };
    const stages = ['new', 'contacted', 'admitted', 'enrolled', 'enrolled', 'not_interested', 'unreachable'];
    for (const [n, stage] of stages.entries()) {
      await send(person(20 + n), { type: 'contact', submittedAt: at(36, 9 + n), ...imported });
      if (stage !== 'new')
        await runOnCmsDatabase([`UPDATE prospects SET stage = '${stage}' WHERE email = '${person(20 + n)}'`]);
    }
    const data = (await dashboard(officer.token, week)).json?.data as Dashboard;
    const row = data.conversion.find((r) => r.origin === `import-${tag} / crm / import`);
    expect(row).toEqual({
      origin: `import-${tag} / crm / import`,
      prospects: 7,
      contacted: 5,
      applicationStarted: 3,
      admitted: 3,
      enrolled: 2,
      notInterested: 1,
      unreachable: 1,
      answeredUndated: 5,
    });
    expect(data.contactTimes).toEqual([]);

    // The list, filtered on the same week and stage, counts the same people.
    const listed = async (stagesAtOrPast: string[]) => {
      const query = new URLSearchParams({
        'filters[$and][0][firstOrigin][$startsWith]': `import-${tag}`,
        'filters[$and][1][firstLeadAt][$gte]': `${day(new Date(monday.getTime() + 35 * DAY))}T00:00:00.000Z`,
        pageSize: '1',
      });
      stagesAtOrPast.forEach((stage, i) => query.set(`filters[$and][2][$or][${i}][stage][$eq]`, stage));
      const found = await adminApi(officer.token, 'GET', `${PROSPECTS}?${query}`);
      expect(found.status).toBe(200);
      return (found.json?.pagination as { total: number }).total;
    };
    expect(row!.enrolled).toBe(await listed(['enrolled']));
    expect(row!.admitted).toBe(await listed(['admitted', 'enrolled']));
    expect(row!.contacted).toBe(
      await listed(['contacted', 'not_interested', 'application_started', 'admitted', 'enrolled']),
    );
    expect(row!.notInterested).toBe(await listed(['not_interested']));
    expect(row!.unreachable).toBe(await listed(['unreachable']));
  });

  it('counts a prospect under the school of their earliest lead naming one, found later or not', async () => {
    // A fourth week of their own, after the period of the other figures. Person 7's first lead
    // names school B; then arrive a lead sent earlier naming school A (found later: it moves their
    // school), one sent earlier still naming none, and one sent later naming B again.
    const [a, b] = schools;
    const late = { origine: `late-${tag}`, utmSource: 'fair', utmMedium: 'event' };
    await send(person(7), { type: 'brochure', school: b.documentId, submittedAt: at(25, 9), ...late });
    const prospect = await prospectOf(person(7));
    const schoolOf = async () => {
      const read = await adminApi(
        officer.token,
        'GET',
        `/content-manager/relations/api::prospect.prospect/${prospect}/school`,
      );
      expect(read.status).toBe(200);
      return (read.json?.results as Named[]).map((school) => school.documentId);
    };
    expect(await schoolOf()).toEqual([b.documentId]);
    await send(person(7), { type: 'contact', school: a.documentId, submittedAt: at(23, 9), ...late });
    await send(person(7), { type: 'contact', submittedAt: at(22, 9), ...late });
    await send(person(7), { type: 'contact', school: b.documentId, submittedAt: at(26, 9), ...late });
    expect(await schoolOf()).toEqual([a.documentId]);
    await moveTo(person(7), 'contacted');

    const week = `from=${day(new Date(monday.getTime() + 21 * DAY))}&to=${day(new Date(monday.getTime() + 27 * DAY))}`;
    const data = (await dashboard(officer.token, week)).json?.data as Dashboard;
    expect(data.contactTimes).toEqual([
      { school: a.name, contacted: 1, median: expect.any(Number), p90: expect.any(Number) },
    ]);
    expect(data.conversion.find((r) => r.origin === `late-${tag} / fair / event`)).toMatchObject({
      prospects: 1,
      contacted: 1,
    });

    // The edit view shows the school, read-only, in the team's words.
    const view = await adminApi(
      officer.token,
      'GET',
      '/content-manager/content-types/api::prospect.prospect/configuration',
    );
    expect(view.status).toBe(200);
    const school = (
      view.json?.data as { contentType: { metadatas: Record<string, { edit: Record<string, unknown> }> } }
    ).contentType.metadatas.school?.edit;
    expect(school).toMatchObject({ label: 'École', editable: false });
  });

  it('counts the online applications sent, by school and by where each stands', async () => {
    const course = await courseOf(false, { last: true });
    type Row = { school: string; sent: number; stages: Record<string, number>; waitingReview: number };
    const row = async () =>
      ((await dashboard(officer.token, '')).json?.data as { applications: Row[] }).applications.find(
        (entry) => entry.school === course.school.name,
      ) ?? { school: course.school.name, sent: 0, stages: {}, waitingReview: 0 };
    const before = await row();
    const references = [];
    for (const name of ['sent', 'admitted'])
      references.push(await sentApplication(await sessionFor(`${name}.${tag}@example.com`), course, {}));
    // An officer moves the applications of their own schools along (officers-by-school.md).
    await assignSchools(officer, [course.school.documentId]);
    const { documentId } = await applicationInAdmin(officer.token, references[1]!);
    expect((await adminApi(officer.token, 'PUT', `${APPLICATIONS}/${documentId}`, { stage: 'admitted' })).status).toBe(
      200,
    );
    const after = await row();
    expect(after.sent - before.sent).toBe(2);
    expect(after.waitingReview - before.waitingReview).toBe(1);
    expect((after.stages.admitted ?? 0) - (before.stages.admitted ?? 0)).toBe(1);
  });

  it('answers admissions officers only, and a bad period with a 400', async () => {
    const editor = await adminWithRole('strapi-editor');
    expect((await dashboard(editor.token)).status).toBe(403);
    expect((await fetch(`${testEnv.cmsUrl}/admissions/dashboard`)).status).toBe(401);
    expect((await dashboard(officer.token, 'from=2026-02-30')).status).toBe(400);
    expect((await dashboard(officer.token, 'from=2026-03-01&to=2026-02-01')).status).toBe(400);
    expect((await dashboard(officer.token, 'from=2000-01-01&to=2026-01-01')).status).toBe(400);
    const weekly = (query: string) => adminApi(officer.token, 'GET', `/admissions/dashboard/leads-per-week?${query}`);
    expect((await weekly(`${PERIOD}&dimension=campus`)).status).toBe(400);
    expect((await weekly(`${PERIOD}&listed=0`)).status).toBe(400);
    expect((await weekly(`${PERIOD}&listed=1000`)).status).toBe(400);
    expect((await weekly('from=2026-02-30')).status).toBe(400);
    const editorWeekly = await adminApi(editor.token, 'GET', `/admissions/dashboard/leads-per-week?${PERIOD}`);
    expect(editorWeekly.status).toBe(403);
    expect((await weekly(PERIOD)).json?.data).toMatchObject({ dimension: 'type' });
    const defaults = await dashboard(officer.token, '');
    expect(defaults.status).toBe(200);
    const period = (defaults.json?.data as Dashboard).period;
    expect(new Date(period.to).getTime() - new Date(period.from).getTime()).toBe(12 * 7 * DAY);
  });
});
