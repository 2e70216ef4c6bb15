import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../support/admin';
import { cms, serviceToken } from '../support/cms';
import { cmsLogLines } from '../support/cms-log';
import { readOutbox, type Eml } from '../support/eml';
import { testEnv } from '../support/env';
import { leadData, postLead, type Lead } from '../support/leads';
import { eventually } from '../support/site';

// The CMS side of lead capture, against the real Strapi: the contract the site's outbox
// delivers to (POST /api/leads with the service account), the e-mails it sends, and the
// brochures the confirmation links to.

type School = { documentId: string; code: string; admissionsEmail: string };
type Course = { documentId: string; title: string; school: School };
type StoredLead = Lead & {
  documentId: string;
  school: { documentId: string } | null;
  course: { documentId: string } | null;
};

let token: string;
let admin: string;
let course: Course;
let intake: { documentId: string; label: string };

/** The leads stored under a key, read like an editor does (the content manager's API). */
async function storedLeads(idempotencyKey: string): Promise<StoredLead[]> {
  const url = new URL(`${testEnv.cmsUrl}/content-manager/collection-types/api::lead.lead`);
  url.searchParams.set('filters[idempotencyKey][$eq]', idempotencyKey);
  const response = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: StoredLead[] }).results;
}

/** The messages about one visitor: to them (confirmation) or replying to them (notification). */
async function messagesAbout(visitor: string): Promise<Eml[]> {
  return (await readOutbox(testEnv.emailOutboxDir)).filter(
    (m) => m.headers.to === visitor || m.headers['reply-to']?.includes(`<${visitor}>`),
  );
}

/**
 * The messages about a visitor once the CMS has handled `posts` deliveries of their lead. Sending
 * is not awaited by the create: the CMS logs "lead handled" for each delivery once its e-mails are
 * out (none for a key already stored), so what a delivery sent, duplicates included, is there by then.
 */
async function messagesOnceHandled(visitor: string, lead: string, posts: number): Promise<Eml[]> {
  await eventually(
    async () => expect(cmsLogLines('lead handled').filter((line) => line.lead === lead)).toHaveLength(posts),
    15_000,
  );
  return messagesAbout(visitor);
}

beforeAll(async () => {
  [token, admin] = await Promise.all([serviceToken(), adminToken()]);
  const courses = await cms('/courses', {
    token,
    query: {
      fields: ['title'],
      populate: { school: { fields: ['code', 'admissionsEmail'] } },
      pagination: { pageSize: 1 },
      sort: ['title:asc'],
    },
  });
  course = (courses.json?.data as Course[])[0] as Course;
  const intakes = await cms('/entry-years', { token, query: { fields: ['label'], sort: ['order:asc'] } });
  intake = (intakes.json?.data as Array<{ documentId: string; label: string }>)[0] as {
    documentId: string;
    label: string;
  };
});

describe('POST /api/leads (service account)', () => {
  it('creates a lead (201) and gives a lead with a course only the course’s school', async () => {
    const data = leadData({ type: 'application', course: course.documentId, intake: intake.documentId });
    const { status, json } = await postLead(data);
    expect(status).toBe(201);
    const created = json?.data as Lead;
    expect(created).toMatchObject({ idempotencyKey: data.idempotencyKey, email: data.email, type: 'application' });
    expect(typeof created.documentId).toBe('string');

    const [stored] = await storedLeads(String(data.idempotencyKey));
    expect(stored?.documentId).toBe(created.documentId);
    expect(stored?.course?.documentId).toBe(course.documentId);
    expect(stored?.school?.documentId).toBe(course.school.documentId);
  });

  // Exactly once, and a race: no second try, which would draw a new key and hide a duplicate.
  it('answers a known key with the stored lead (200) and creates nothing', { retry: 0 }, async () => {
    const data = leadData();
    const first = await postLead(data);
    const second = await postLead({ ...data, firstName: 'Changed' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((second.json?.data as Lead).documentId).toBe((first.json?.data as Lead).documentId);
    expect((second.json?.data as Lead).firstName).toBe('Awa');
    expect(await storedLeads(String(data.idempotencyKey))).toHaveLength(1);
  });

  it('stores the language of a lead queued before the field was renamed (sent as `locale`)', async () => {
    const legacy = leadData();
    delete legacy.language;
    const { status } = await postLead({ ...legacy, locale: 'en' });
    expect(status).toBe(201);
    const [stored] = await storedLeads(String(legacy.idempotencyKey));
    expect(stored).toMatchObject({ language: 'en' });
  });

  it('versions the consent wording: the same sentence is the same version, another one a new version', async () => {
    const wording = 'J’accepte que mes données soient utilisées pour traiter ma demande.';
    const keys = [leadData(), leadData(), leadData({ consentText: `${wording} (v2)` })];
    for (const data of keys) expect((await postLead(data)).status).toBe(201);
    const [a, b, c] = await Promise.all(keys.map(async (data) => (await storedLeads(String(data.idempotencyKey)))[0]));
    expect(a?.consentVersion).toMatch(/^[a-f0-9]{12}$/);
    expect(b?.consentVersion).toBe(a?.consentVersion);
    expect(c?.consentVersion).not.toBe(a?.consentVersion);
    expect(c).toMatchObject({ consentText: `${wording} (v2)`, pagePath: '/contact', submittedAt: expect.any(String) });
  });

  it('keeps one lead when deliveries of the same key arrive at the same time', { retry: 0 }, async () => {
    const data = leadData();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postLead(data)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => (a.json?.data as Lead).documentId)).size).toBe(1);
    expect(await storedLeads(String(data.idempotencyKey))).toHaveLength(1);
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['an unknown type', { type: 'flyer' }, 'type'],
    ['an unknown study level', { studyLevel: 'phd' }, 'studyLevel'],
    ['a phone not in E.164', { phone: '06 12 34 56 78' }, 'phone'],
    ['an unknown course', { course: 'no-such-course-document' }, 'course'],
    ['an unknown language', { language: 'de' }, 'language'],
    ['a missing idempotency key', { idempotencyKey: undefined }, 'idempotencyKey'],
  ])('rejects %s with a 400 naming the field', async (_, change, field) => {
    const data = leadData(change);
    const { status, json } = await postLead(data);
    expect(status).toBe(400);
    const error = json?.error as { name: string; details: { errors: Array<{ path: string[] }> } };
    expect(error.name).toBe('ValidationError');
    expect(error.details.errors.map((e) => e.path.join('.'))).toContain(field);
    if (typeof data.idempotencyKey === 'string') expect(await storedLeads(data.idempotencyKey)).toHaveLength(0);
  });

  it('rejects an unknown field, and a body without data, with a 400', async () => {
    const unknown = await postLead(leadData({ favouriteColour: 'blue' }));
    expect(unknown.status).toBe(400);
    expect((unknown.json?.error as { name: string }).name).toBe('ValidationError');
    const empty = await cms('/leads', { method: 'POST', token, body: { lead: {} } });
    expect(empty.status).toBe(400);
  });

  it('is closed to the public role: no create, no read', async () => {
    expect([401, 403]).toContain((await postLead(leadData(), null)).status);
    expect([401, 403]).toContain((await cms('/leads', { token: null })).status);
    // The service account only creates; leads are read in the admin.
    expect((await cms('/leads', { token })).status).toBe(403);
  });
});

describe('e-mails of a lead', () => {
  it('notifies the school and confirms to the visitor in English with the brochure, once', { retry: 0 }, async () => {
    const data = leadData({ type: 'brochure', language: 'en', course: course.documentId, pagePath: '/en/courses/x' });
    const { status, json } = await postLead(data);
    expect(status).toBe(201);
    const documentId = String((json?.data as Lead).documentId);

    const messages = await messagesOnceHandled(String(data.email), documentId, 1);
    expect(messages).toHaveLength(2);
    const notification = messages.find((m) => m.headers.to === course.school.admissionsEmail);
    const confirmation = messages.find((m) => m.headers.to === data.email);

    expect(notification?.headers['reply-to']).toBe(`Awa Diop <${data.email}>`);
    expect(notification?.headers.subject).toBe(`[Brochure] Awa Diop — ${course.title}`);
    expect(notification?.text).toContain('Type de demande : Brochure');
    expect(notification?.text).toContain('Pays de résidence : Sénégal (SN)');
    expect(notification?.text).toContain(`Clé de dédoublonnage : ${data.idempotencyKey}`);
    expect(notification?.text).toContain(`/admin/content-manager/collection-types/api::lead.lead/${documentId}`);

    expect(confirmation?.headers['reply-to']).toBe(course.school.admissionsEmail);
    expect(confirmation?.text).toMatch(/^Dear Awa,/);
    const link = /(https?:\/\/\S+\/uploads\/\S+\.pdf)/.exec(confirmation?.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`/uploads/brochure_${course.school.code.toLowerCase()}_en_\\w+\\.pdf$`));
    // The link is on the site's origin; the same path is served by the CMS itself.
    const pdf = await fetch(`${testEnv.cmsUrl}${new URL(link ?? '').pathname}`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    expect((await postLead(data)).status).toBe(200);
    expect(await messagesOnceHandled(String(data.email), documentId, 2)).toHaveLength(2);
  });

  it('writes the confirmation in French for a French lead, and notifies the default address without a school', async () => {
    const data = leadData({ type: 'contact', language: 'fr' });
    const { status, json } = await postLead(data);
    expect(status).toBe(201);
    const messages = await messagesOnceHandled(String(data.email), String((json?.data as Lead).documentId), 1);
    expect(messages).toHaveLength(2);
    expect(messages.find((m) => m.headers.to === data.email)?.text).toMatch(/^Bonjour Awa,/);
    expect(messages.find((m) => m.headers.to !== data.email)?.headers.to).toBe(
      process.env.LEADS_NOTIFY_EMAIL || 'admissions@horizon.example',
    );
  });
});

describe('school brochures and payment pages of the seed', () => {
  it('gives every school a PDF brochure in both languages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const { json } = await cms('/schools', {
        locale,
        query: {
          fields: ['code'],
          populate: { brochure: { fields: ['url', 'name', 'mime'] } },
          pagination: { pageSize: 100 },
        },
      });
      const schools = json?.data as Array<{
        code: string;
        brochure: { url: string; name: string; mime: string } | null;
      }>;
      expect(schools).toHaveLength(17);
      for (const school of schools) {
        expect(school.brochure?.name, school.code).toBe(`brochure-${school.code.toLowerCase()}-${locale}.pdf`);
        expect(school.brochure?.mime).toBe('application/pdf');
        const file = await fetch(`${testEnv.cmsUrl}${school.brochure?.url}`);
        expect(
          Buffer.from(await file.arrayBuffer())
            .subarray(0, 4)
            .toString('latin1'),
          school.code,
        ).toBe('%PDF');
      }
    }
  });

  it('has the two payment thank-you landings in both languages', async () => {
    for (const [fr, en] of [
      ['paiement-en-ligne', 'online-payment'],
      ['autre-moyen-de-paiement', 'other-payment-methods'],
    ]) {
      const { json } = await cms('/landings', {
        query: {
          filters: { slug: { $eq: fr } },
          fields: ['slug', 'title'],
          populate: { localizations: { fields: ['slug'] } },
        },
      });
      const [landing] = json?.data as Array<{ slug: string; localizations: Array<{ slug: string }> }>;
      expect(landing?.slug).toBe(fr);
      expect(landing?.localizations.map((l) => l.slug)).toEqual([en]);
    }
  });
});
