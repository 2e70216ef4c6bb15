import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../support/admin';
import { databaseForSecondCms, freePort, startCms, type CmsProcess } from '../support/cms-process';
import { testEnv } from '../support/env';
import { codeOf, codesTo, COMPLETE_ANSWERS } from '../support/applicant';
import { pdfOf, sentDocument } from '../support/documents';
import { leadData } from '../support/leads';
import { personalDataInLogs } from '../support/personal-data-in-logs';
import { eventually } from '../support/site';

// The CRM webhook, end to end: a CMS of its own (the run's database, or a copy of it on SQLite)
// sends each new lead and stage change to a receiver here, signed; while the receiver is down it
// retries with backoff; stopped and started again, it delivers what was waiting, each event once.
// Each test sends its own leads under its own tag, and sets what the receiver answers: any of them
// passes alone and in any order.

type Received = { headers: IncomingHttpHeaders; body: string; answered: number };

const secret = randomBytes(24).toString('hex');
const schema = JSON.parse(
  readFileSync(join(__dirname, '../../../../docs/crm/webhook-event.schema.json'), 'utf8'),
) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validEvent = ajv.compile(schema);

let server: Server;
let receiverUrl: string;
const received: Received[] = [];
/** What the receiver answers: the CRM is down (503), up (200), or refuses one body (422). Each test sets it. */
let answer: (body: string) => number = () => 200;

let cms: CmsProcess | null = null;
let admin: string;
let env: Record<string, string>;
let port: number;
const copy = join(tmpdir(), `crm-webhook-${randomBytes(4).toString('hex')}.db`);
/** A tag for one test's leads, found in the bodies of their events. */
const newTag = () => randomBytes(4).toString('hex');

const eventIds = (predicate: (r: Received) => boolean = () => true) => [
  ...new Set(received.filter(predicate).map((r) => String(r.headers['x-horizon-event-id']))),
];
/** The requests about one test's leads. */
const taggedWith = (tag: string) => (r: Received) => r.body.includes(tag);

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${cms!.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function sendLead(token: string, overrides: Record<string, unknown>): Promise<string> {
  const sent = await api('/api/leads', { method: 'POST', token, body: { data: leadData(overrides) } });
  expect(sent.status).toBe(201);
  return (sent.json?.data as { documentId: string }).documentId;
}

/** The service account's token on this CMS, as the site signs in. */
async function serviceToken(): Promise<string> {
  const login = await api('/api/login', {
    method: 'POST',
    body: { username: testEnv.serviceUsername, password: testEnv.servicePassword },
  });
  return String(login.json?.access_token);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = answer(body);
      received.push({ headers: request.headers, body, answered: status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/crm/events`;
  // Signed in before the copy, so that the session is in the copied database too.
  admin = await adminToken();
  port = await freePort();
  env = {
    ...(await databaseForSecondCms(copy)),
    CRM_WEBHOOK_URL: receiverUrl,
    CRM_WEBHOOK_SECRET: secret,
    CRM_WEBHOOK_RETRY_BASE_MS: '300',
    CRM_WEBHOOK_POLL_MS: '200',
    CRM_WEBHOOK_MAX_ATTEMPTS: '50',
    // The site's cache is not this CMS's to expire.
    WEB_REVALIDATE_URL: '',
    // As in production: no test clock (the last test here checks that gate).
    ADMISSIONS_TEST_CLOCK: '',
  };
  cms = await startCms(env, port);
}, 180_000);

afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => server.close(resolve));
  rmSync(copy, { force: true });
  for (const suffix of ['-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
});

describe('the CRM webhook', () => {
  it(
    'signs each event, retries while the CRM is down, and delivers each event once after a restart',
    { retry: 0, timeout: 240_000 },
    async () => {
      answer = () => 503;
      const tag = newTag();
      const mine = taggedWith(tag);
      const service = await serviceToken();

      const email = `crm.${tag}@example.com`;
      await sendLead(service, { email, type: 'brochure', origine: `crm-${tag}` });
      const second = await sendLead(service, { email: email.toUpperCase(), type: 'application' });
      await sendLead(service, { email: `other.${tag}@example.com`, message: `Bonjour ${tag}` });
      const lead = await api(`/content-manager/collection-types/api::lead.lead/${second}?populate[prospect]=true`, {
        token: admin,
      });
      const prospect = (lead.json?.data as { prospect: { documentId: string } }).prospect.documentId;
      const moved = await api(`/content-manager/collection-types/api::prospect.prospect/${prospect}`, {
        method: 'PUT',
        token: admin,
        body: { stage: 'contacted', stageNote: `Appelée ${tag}` },
      });
      expect(moved.status).toBe(200);

      // Down: every event is tried, and tried again.
      await eventually(async () => {
        const ids = eventIds(mine);
        expect(ids).toHaveLength(4);
        for (const id of ids)
          expect(received.filter((r) => r.headers['x-horizon-event-id'] === id).length, id).toBeGreaterThanOrEqual(2);
      }, 30_000);
      expect(eventIds(mine).filter((id) => id.startsWith('lead.created:'))).toHaveLength(3);
      expect(eventIds(mine).filter((id) => id.startsWith('prospect.stage_changed:'))).toHaveLength(1);

      // Every attempt is signed over its exact body, which names the event and the time of sending.
      for (const request of received.filter(mine)) {
        const expected = createHmac('sha256', secret).update(request.body).digest('hex');
        expect(request.headers['x-horizon-signature']).toBe(`sha256=${expected}`);
        const event = JSON.parse(request.body) as { id: string; type: string; sentAt: string };
        expect(event.id).toBe(request.headers['x-horizon-event-id']);
        expect(event.type).toBe(request.headers['x-horizon-event-type']);
        expect(Math.floor(new Date(event.sentAt).getTime() / 1000)).toBe(
          Number(request.headers['x-horizon-timestamp']),
        );
        expect(Math.abs(Date.now() - new Date(event.sentAt).getTime())).toBeLessThan(120_000);
        expect(validEvent(event), JSON.stringify(validEvent.errors)).toBe(true);
      }
      const tampered = received.find(mine)!;
      const forged = tampered.body.replace(tag, 'forged');
      expect(createHmac('sha256', secret).update(forged).digest('hex')).not.toBe(
        String(tampered.headers['x-horizon-signature']).slice('sha256='.length),
      );

      // Stopped while events wait; the CRM comes back; started again.
      await cms!.stop();
      answer = (body) => (body.includes(`refused-${tag}`) ? 422 : 200);
      const before = received.length;
      cms = await startCms(env, port);
      await eventually(async () => {
        for (const id of eventIds(mine))
          expect(received.filter((r) => r.headers['x-horizon-event-id'] === id && r.answered === 200).length, id).toBe(
            1,
          );
      }, 30_000);
      expect(received.length).toBeGreaterThan(before);

      // The payload of a new lead: the person, what they asked, where from, under which consent.
      const delivered = received.filter((r) => mine(r) && r.answered === 200).map((r) => JSON.parse(r.body));
      const brochure = delivered.find((e) => e.data?.lead?.type === 'brochure');
      expect(brochure.data).toMatchObject({
        lead: {
          email,
          language: 'fr',
          origin: { campaign: `crm-${tag}`, source: 'google', medium: 'organic' },
          consent: { given: true, version: expect.stringMatching(/^[a-f0-9]{12}$/), page: '/contact' },
        },
        prospect: { id: prospect, email },
      });
      const change = delivered.find((e) => e.type === 'prospect.stage_changed');
      expect(change.data).toMatchObject({
        prospect: { id: prospect, email },
        fromStage: 'new',
        toStage: 'contacted',
        note: `Appelée ${tag}`,
      });

      // A body the CRM refuses is not sent again: it is listed as failed in the admin.
      const refused = await sendLead(service, { email: `refused-${tag}@example.com` });
      const failed = async () =>
        (
          await api(
            `/content-manager/collection-types/api::crm-event.crm-event?filters[deliveryState][$eq]=failed&filters[eventId][$eq]=lead.created:${refused}`,
            { token: admin },
          )
        ).json?.results as Array<{ lastError: string; attempts: number }>;
      await eventually(async () => expect(await failed()).toHaveLength(1), 30_000);
      expect((await failed())[0]).toMatchObject({ lastError: 'HTTP 422', attempts: 1 });

      // Nothing was delivered twice, nor the refused body sent again, by the time a later lead's
      // event is delivered: the queue was read again after every one of them.
      const later = await sendLead(service, { email: `later-${tag}@example.com` });
      await eventually(
        async () =>
          expect(
            received.some((r) => r.headers['x-horizon-event-id'] === `lead.created:${later}` && r.answered === 200),
          ).toBe(true),
        30_000,
      );
      expect(received.filter((r) => r.headers['x-horizon-event-id'] === `lead.created:${refused}`)).toHaveLength(1);
      for (const id of eventIds(mine))
        expect(
          received.filter((r) => r.headers['x-horizon-event-id'] === id && r.answered === 200).length,
        ).toBeLessThanOrEqual(1);
    },
  );

  it(
    'tells the CRM of a correction and of an erasure, then keeps no body of the erasure',
    { retry: 0, timeout: 120_000 },
    async () => {
      answer = () => 200;
      // A person of its own, with two leads (the second with the address in capitals: the same prospect).
      const tag = newTag();
      const email = `crm.${tag}@example.com`;
      const service = await serviceToken();
      await sendLead(service, { email, type: 'brochure' });
      await sendLead(service, { email: email.toUpperCase(), type: 'application' });
      const privacy = (path: string, body: unknown) =>
        api(`/admissions/privacy/${path}`, { method: 'POST', token: admin, body });
      const corrected = await privacy('rectify', { email, corrections: { firstName: 'Adjaratou' } });
      expect(corrected.json?.data).toMatchObject({ rectified: { fields: ['firstName'], leads: 2, crm: 'queued' } });
      const erased = await privacy('erase', { email });
      expect(erased.status).toBe(200);

      const about = (type: string) =>
        received
          .filter((r) => r.answered === 200 && r.headers['x-horizon-event-type'] === type)
          .map((r) => ({ request: r, event: JSON.parse(r.body) as { id: string; data: Record<string, unknown> } }))
          .filter(({ event }) => (event.data.prospect as { email?: string } | undefined)?.email === email);
      await eventually(async () => {
        expect(about('prospect.rectified')).toHaveLength(1);
        expect(about('prospect.erased')).toHaveLength(1);
      }, 30_000);
      for (const { request, event } of [...about('prospect.rectified'), ...about('prospect.erased')]) {
        const expected = createHmac('sha256', secret).update(request.body).digest('hex');
        expect(request.headers['x-horizon-signature']).toBe(`sha256=${expected}`);
        expect(validEvent(event), JSON.stringify(validEvent.errors)).toBe(true);
      }
      expect(about('prospect.rectified')[0]!.event.data).toMatchObject({ changes: { firstName: 'Adjaratou' } });
      const erasure = about('prospect.erased')[0]!.event;
      expect(erasure.data).toMatchObject({ reason: 'request', leads: expect.any(Array) as unknown });
      expect(erasure.data.leads).toHaveLength(2);

      // Told: the queue keeps the event's id and time, not the person; the privacy log says so.
      const logEntry = erasure.id.split(':')[1]!;
      await eventually(async () => {
        const row = await api(
          `/content-manager/collection-types/api::crm-event.crm-event?filters[eventId][$eq]=${erasure.id}`,
          { token: admin },
        );
        const [queued] = row.json?.results as Array<{ deliveryState: string; payload: Record<string, unknown> }>;
        expect(queued).toMatchObject({ deliveryState: 'delivered' });
        expect(JSON.stringify(queued!.payload)).not.toContain(tag);
        const entry = await api(`/content-manager/collection-types/api::privacy-log.privacy-log/${logEntry}`, {
          token: admin,
        });
        const recipients = (entry.json?.data as { recipients: Array<{ recipient: string; state: string }> }).recipients;
        expect(recipients).toContainEqual(expect.objectContaining({ recipient: 'crm', state: 'delivered' }));
      }, 30_000);

      // This CMS's log, through refusals, retries, restarts and these requests: nothing of the person.
      expect(personalDataInLogs(cms!.output(), { email, phone: '+221771234567', lastName: 'Diop' })).toEqual([]);
    },
  );

  it(
    'tells the CRM of an online application sent and moved along, without its answers',
    { retry: 0, timeout: 120_000 },
    async () => {
      answer = () => 200;
      const tag = newTag();
      const email = `apply.${tag}@example.com`;
      const service = await serviceToken();
      await api('/api/applicant/codes', {
        method: 'POST',
        token: service,
        body: { email, language: 'en', requester: `crm-${tag}` },
      });
      const code = codeOf((await codesTo(email)).at(-1)!);
      const signedIn = await api('/api/applicant/sessions', { method: 'POST', token: service, body: { email, code } });
      const session = (signedIn.json?.data as { token: string }).token;
      const call = (path: string, body: Record<string, unknown>) =>
        api(`/api/applicant/applications/${path}`, {
          method: 'POST',
          token: service,
          body: { token: session, ...body },
        });
      const courses = await api('/api/courses?fields[0]=title&pagination[pageSize]=1&locale=fr', { token: service });
      const course = (courses.json?.data as Array<{ documentId: string }>)[0]!.documentId;
      const reference = ((await call('start', { course })).json?.data as { reference: string }).reference;
      for (const [step, values] of Object.entries(COMPLETE_ANSWERS))
        expect(((await call('save', { reference, step, values })).json?.data as { errors: object }).errors).toEqual({});
      const { requiredDocuments } = (await call('read', { reference })).json?.data as { requiredDocuments: string[] };
      for (const kind of requiredDocuments)
        expect(
          (
            await sentDocument(session, reference, kind, pdfOf(), undefined, (path, body) =>
              api(`/api/applicant/documents/${path}`, { method: 'POST', token: service, body }),
            )
          ).status,
        ).toBe('kept');
      expect(((await call('submit', { reference })).json?.data as { status: string }).status).toBe('submitted');
      const list = await api(
        `/content-manager/collection-types/api::application.application?filters[reference][$eq]=${reference}`,
        { token: admin },
      );
      const documentId = (list.json?.results as Array<{ documentId: string }>)[0]!.documentId;
      const moved = await api(`/content-manager/collection-types/api::application.application/${documentId}`, {
        method: 'PUT',
        token: admin,
        body: { stage: 'documents_requested', requestedDocuments: 'Transcript', officerNote: `Note ${tag}` },
      });
      expect(moved.status).toBe(200);

      const events = () =>
        received
          .filter((r) => r.answered === 200 && r.headers['x-horizon-event-type'] === 'application.stage_changed')
          .map((r) => ({ request: r, event: JSON.parse(r.body) as { data: Record<string, unknown> } }))
          .filter(({ event }) => (event.data.application as { email?: string }).email === email);
      await eventually(async () => expect(events()).toHaveLength(2), 30_000);
      for (const { request, event } of events()) {
        const expected = createHmac('sha256', secret).update(request.body).digest('hex');
        expect(request.headers['x-horizon-signature']).toBe(`sha256=${expected}`);
        expect(validEvent(event), JSON.stringify(validEvent.errors)).toBe(true);
        // The answers (name, birth date, phone) stay in the CMS.
        expect(request.body).not.toContain('Diop');
      }
      const [sent, requested] = events().map(({ event }) => event.data);
      expect(sent).toMatchObject({
        application: { reference, email, language: 'en', course: { id: course } },
        fromStage: 'draft',
        toStage: 'submitted',
        changedBy: 'Candidat·e / Applicant',
      });
      expect(requested).toMatchObject({
        fromStage: 'submitted',
        toStage: 'documents_requested',
        requestedDocuments: 'Transcript',
        note: `Note ${tag}`,
      });
    },
  );

  // retention.test.ts runs the retention job with a clock months ahead, on the test run's CMS; this
  // CMS, started as in production, must not let anyone set that clock (it would erase early).
  it('runs the retention job only on its own clock when started as in production', async () => {
    const refused = await api('/admissions/retention/run', {
      method: 'POST',
      token: admin,
      body: { now: '2099-01-01T00:00:00Z' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('now is set by the test run only');
  });
});
