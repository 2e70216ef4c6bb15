import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, adminWithRole, assignSchools, type AdminUser } from '../support/admin';
import { APPLICATIONS, courseOf, sentApplication, sessionFor, type Course } from '../support/applicant';

// An admissions officer follows the online applications of their own schools alone (issue 58,
// docs/decisions/officers-by-school.md): through the content manager's API the admin calls, the
// list, the edit view, its relations and the side panel's history of another school's application
// are closed to them; the network's admissions lead and the super admin see every school's.

const EVENTS = '/content-manager/collection-types/api::application-event.application-event';
const OFFICER_SCHOOLS = '/content-manager/collection-types/api::officer-school.officer-school';
const tag = randomBytes(4).toString('hex');

type Sent = { course: Course & { school: { documentId: string } }; reference: string; documentId: string };
let a: Sent;
let b: Sent;
let officerA: AdminUser;

async function sent(name: string, etudesEnFrance: boolean): Promise<Sent> {
  const course = await courseOf(etudesEnFrance);
  const reference = await sentApplication(await sessionFor(`${name}.${tag}@example.com`), course, {});
  const list = await adminApi(await adminToken(), 'GET', `${APPLICATIONS}?filters[reference][$eq]=${reference}`);
  const documentId = (list.json?.results as Array<{ documentId: string }>)[0]!.documentId;
  return { course, reference, documentId };
}

/** The references of the applications `token` lists among A's and B's. */
async function listed(token: string): Promise<string[]> {
  const query = `filters[reference][$in][0]=${a.reference}&filters[reference][$in][1]=${b.reference}&pageSize=10`;
  const list = await adminApi(token, 'GET', `${APPLICATIONS}?${query}`);
  expect(list.status).toBe(200);
  return (list.json?.results as Array<{ reference: string }>).map((row) => row.reference).sort();
}

/** The history entries `token` reads of an application, as the side panel asks for them. */
async function history(token: string, application: Sent) {
  const list = await adminApi(
    token,
    'GET',
    `${EVENTS}?filters[application][documentId][$eq]=${application.documentId}&sort=at:DESC&page=1&pageSize=100`,
  );
  return { status: list.status, results: (list.json?.results as Array<{ documentId: string }> | undefined) ?? [] };
}

beforeAll(async () => {
  // Two schools: one on Études en France, one not.
  [a, b] = [await sent('school-a', true), await sent('school-b', false)];
  expect(a.course.school.documentId).not.toBe(b.course.school.documentId);
  officerA = await adminWithRole('admissions-officer');
  await assignSchools(officerA, [a.course.school.documentId]);
});

describe('officers by school', () => {
  it('shows an officer their school’s application, and nothing of another school’s', async () => {
    const token = officerA.token;
    expect(await listed(token)).toEqual([a.reference]);

    expect((await adminApi(token, 'GET', `${APPLICATIONS}/${a.documentId}`)).status).toBe(200);
    const theirs = await adminApi(token, 'GET', `${APPLICATIONS}/${b.documentId}`);
    expect([403, 404]).toContain(theirs.status);
    expect(JSON.stringify(theirs.json)).not.toContain(b.reference);
    // Its relations (the edit view's course) and its history (the side panel's) neither.
    const course = await adminApi(
      token,
      'GET',
      `/content-manager/relations/api::application.application/${b.documentId}/course?pageSize=5`,
    );
    expect([403, 404]).toContain(course.status);
    expect((await history(token, a)).results.length).toBeGreaterThan(0);
    expect((await history(token, b)).results).toEqual([]);
    const [own] = (await history(token, a)).results;
    expect((await adminApi(token, 'GET', `${EVENTS}/${own!.documentId}`)).status).toBe(200);
    const [event] = (await history(await adminToken(), b)).results;
    const other = await adminApi(token, 'GET', `${EVENTS}/${event!.documentId}`);
    expect([403, 404]).toContain(other.status);

    // Nor can they move it along.
    const put = await adminApi(token, 'PUT', `${APPLICATIONS}/${b.documentId}`, { stage: 'under_review' });
    expect([403, 404]).toContain(put.status);
    const { json } = await adminApi(await adminToken(), 'GET', `${APPLICATIONS}/${b.documentId}`);
    expect((json?.data as { stage: string }).stage).toBe('submitted');
    expect((await adminApi(token, 'PUT', `${APPLICATIONS}/${a.documentId}`, { stage: 'under_review' })).status).toBe(
      200,
    );
  });

  it('follows the officer’s schools as the super admin changes them', async () => {
    const officer = await adminWithRole('admissions-officer');
    // No school yet: an empty list, not an error.
    expect(await listed(officer.token)).toEqual([]);
    await assignSchools(officer, [b.course.school.documentId]);
    expect(await listed(officer.token)).toEqual([b.reference]);
    await assignSchools(officer, [a.course.school.documentId, b.course.school.documentId]);
    expect(await listed(officer.token)).toEqual([a.reference, b.reference].sort());
  });

  it('shows the network’s admissions lead and the super admin every school’s', async () => {
    const lead = await adminWithRole('admissions-lead');
    expect(await listed(lead.token)).toEqual([a.reference, b.reference].sort());
    expect((await history(lead.token, b)).results.length).toBeGreaterThan(0);
    expect(await listed(await adminToken())).toEqual([a.reference, b.reference].sort());
  });

  it('keeps who follows which school to the super admin, by an admin account’s address', async () => {
    for (const role of ['admissions-officer', 'admissions-lead', 'strapi-editor']) {
      const { token } = await adminWithRole(role);
      expect((await adminApi(token, 'GET', `${OFFICER_SCHOOLS}?page=1&pageSize=1`)).status, role).toBe(403);
      const post = await adminApi(token, 'POST', OFFICER_SCHOOLS, { officerEmail: `${role}.${tag}@horizon.example` });
      expect(post.status, role).toBe(403);
    }
    const unknown = await adminApi(await adminToken(), 'POST', OFFICER_SCHOOLS, {
      officerEmail: `nobody.${tag}@horizon.example`,
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('No admin account has the address');
  });
});
