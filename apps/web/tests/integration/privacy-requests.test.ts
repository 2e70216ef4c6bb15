import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminWithRole, type AdminUser } from '../support/admin';
import { leadData, postLead } from '../support/leads';
import { testEnv } from '../support/env';
import { siteOutbox } from '../support/outbox';
import { eventually } from '../support/site';

// A person's request about their data (GDPR articles 15 and 17), as an admissions officer answers
// it: found by e-mail whatever its spelling, exported in full, erased with nothing left behind —
// not in the database, not in the CMS's mail folder, not in the site's outbox — and the audit log
// keeps who and when, never the address.

const manager = '/content-manager/collection-types';
type Found = {
  email: string;
  found: boolean;
  prospect: { documentId: string; stage: string } | null;
  counts: Record<string, number>;
};

let officer: AdminUser;
const tag = randomBytes(4).toString('hex');
const email = `awa.privacy.${tag}@example.com`;

/** The mail folder's files that name the address (to, reply-to, or anywhere in the message). */
const mailsAbout = (address: string) =>
  readdirSync(testEnv.emailOutboxDir)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => readFileSync(join(testEnv.emailOutboxDir, name), 'utf8').toLowerCase().includes(address));

/** A lead the site set aside, as its outbox writes it (src/lib/leads/outbox.ts). */
function setAsideOnSite(address: string): string {
  const key = createHash('sha256').update(`${address}${Math.random()}`).digest('hex');
  const dir = join(siteOutbox(), 'dead-letter');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${key}.json`);
  const record = { ...leadData({ email: address }), idempotencyKey: key };
  writeFileSync(file, JSON.stringify({ record, queuedAt: new Date().toISOString(), reason: '400 test' }));
  return file;
}

// The address travels in the body, never in a URL (URLs are logged).
const find = (token: string, address: string) =>
  adminApi(token, 'POST', '/admissions/privacy/find', { email: address });

beforeAll(async () => {
  officer = await adminWithRole('admissions-officer');
  for (const type of ['brochure', 'contact'])
    expect((await postLead(leadData({ type, email: type === 'contact' ? email.toUpperCase() : email }))).status).toBe(
      201,
    );
  // Each lead sends two e-mails: the confirmation to them, the notification that replies to them.
  await eventually(async () => expect(mailsAbout(email)).toHaveLength(4), 20_000);
});

describe('a person’s request about their data', () => {
  it('finds everything held about them, exports it as JSON and CSV, then erases it all', async () => {
    const before = ((await find(officer.token, `  ${email.toUpperCase()} `)).json?.data ?? {}) as Found;
    expect(before).toMatchObject({
      email,
      found: true,
      counts: { prospect: 1, leads: 2, followUps: 0, emails: 4, crmEvents: 0 },
    });
    const prospect = before.prospect!.documentId;
    const moved = await adminApi(officer.token, 'PUT', `${manager}/api::prospect.prospect/${prospect}`, {
      stage: 'contacted',
      stageNote: `Appelée ${tag}`,
    });
    expect(moved.status).toBe(200);

    const exported = await adminApi(officer.token, 'POST', '/admissions/privacy/export', { email });
    expect(exported.status).toBe(200);
    const { json, csv } = exported.json?.data as {
      json: {
        email: string;
        prospect: Record<string, unknown>;
        leads: Array<Record<string, unknown>>;
        followUps: Array<Record<string, unknown>>;
        emails: Array<{ subject: string; to: string; raw: string }>;
        marketing: { optIn: boolean; optOutAt: string | null };
        privacyLog: Array<{ action: string; performedBy: string }>;
      };
      csv: string;
    };
    expect(json.email).toBe(email);
    expect(json.prospect).toMatchObject({ email, stage: 'contacted', firstName: 'Awa' });
    expect(json.leads.map((lead) => lead.type).sort()).toEqual(['brochure', 'contact']);
    expect(json.leads[0]).toMatchObject({ lastName: 'Diop', phone: '+221771234567', consent: true });
    expect(json.followUps).toEqual([expect.objectContaining({ toStage: 'contacted', note: `Appelée ${tag}` })]);
    expect(json.emails).toHaveLength(4);
    expect(json.marketing).toEqual({ optIn: false, optOutAt: null });
    // What was done at their request before: none yet (this export is logged after it is made).
    expect(json.privacyLog).toEqual([]);
    for (const mail of json.emails) expect(mail.raw.toLowerCase()).toContain(email);
    expect(csv.startsWith('\uFEFFrecord,number,field,value\r\n')).toBe(true);
    expect(csv).toContain('prospect,1,email,');
    expect(csv).toContain(`follow-up,1,note,Appelée ${tag}`);
    expect(csv.split('\r\n').filter((line) => line.startsWith('e-mail,')).length).toBeGreaterThanOrEqual(4);

    // The site still holds one of their leads, set aside; and one of someone else.
    const theirs = setAsideOnSite(email.toUpperCase());
    const someoneElse = setAsideOnSite(`someone.${tag}@example.com`);

    const erased = await adminApi(officer.token, 'POST', '/admissions/privacy/erase', { email: email.toUpperCase() });
    expect(erased.status).toBe(200);
    expect(erased.json?.data).toEqual({
      erased: { prospect: 1, leads: 2, followUps: 1, crmEvents: 0, emails: 4, siteOutbox: 1 },
    });

    // Nothing left: the database, the mail folder, the site's outbox.
    const after = (await find(officer.token, email)).json?.data as Found;
    expect(after).toMatchObject({ found: false, prospect: null, counts: { leads: 0, followUps: 0, emails: 0 } });
    const leads = await adminApi(officer.token, 'GET', `${manager}/api::lead.lead?filters[email][$containsi]=${tag}`);
    expect(leads.json?.results).toEqual([]);
    const history = await adminApi(
      officer.token,
      'GET',
      `${manager}/api::stage-change.stage-change?filters[note][$contains]=${tag}`,
    );
    expect(history.json?.results).toEqual([]);
    expect(mailsAbout(email)).toEqual([]);
    expect(() => readFileSync(theirs)).toThrow();
    expect(readFileSync(someoneElse, 'utf8')).toContain(`someone.${tag}`);
    rmSync(someoneElse);

    // The audit log: the export and the erasure, by the officer, with a hash of the address only.
    const log = await adminApi(
      officer.token,
      'GET',
      `${manager}/api::privacy-log.privacy-log?sort=performedAt:DESC&pageSize=20`,
    );
    const entries = (log.json?.results as Array<Record<string, string>>).filter((e) =>
      e.performedBy?.includes(officer.email),
    );
    expect(entries.map((e) => e.action).sort()).toEqual(['erase', 'export']);
    expect(new Set(entries.map((e) => e.emailHash)).size).toBe(1);
    expect(entries[0]!.emailHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(log.json).toLowerCase()).not.toContain(email);
    expect(JSON.stringify(log.json)).not.toContain(tag);
  });

  it('corrects their name, address and phone on their prospect and every lead, and logs which fields, not the values', async () => {
    const person = `mariama.${tag}@example.com`;
    const corrected = `mariama.sow.${tag}@example.com`;
    for (const type of ['brochure', 'contact'])
      expect((await postLead(leadData({ type, email: person, firstName: 'Mariama', lastName: 'Sowe' }))).status).toBe(
        201,
      );
    await eventually(async () => expect(mailsAbout(person)).toHaveLength(4), 20_000);
    const rectify = (corrections: Record<string, unknown>, address = person) =>
      adminApi(officer.token, 'POST', '/admissions/privacy/rectify', { email: address, corrections });

    // Mistakes first: a phone not in international form, nothing to correct, another person's address.
    expect((await rectify({ phone: '06 12 34 56 78' })).status).toBe(400);
    expect((await rectify({})).status).toBe(400);
    const other = `other.${tag}@example.com`;
    expect((await postLead(leadData({ email: other }))).status).toBe(201);
    expect((await rectify({ email: other })).status).toBe(400);

    const done = await rectify({ lastName: 'Sow', email: ` ${corrected.toUpperCase()} `, phone: '+221 77 000 11 22' });
    expect(done.status).toBe(200);
    expect(done.json?.data).toMatchObject({
      rectified: { fields: ['lastName', 'email', 'phone'], prospect: 1, leads: 2, crm: 'not configured' },
    });
    // Under the old address: the mails sent to it, nothing else.
    expect(((await find(officer.token, person)).json?.data as Found).counts).toMatchObject({ prospect: 0, leads: 0 });
    // Under the new one: all of it, the mails sent to the old address included.
    const now = (await find(officer.token, corrected)).json?.data as Found & { phone: string };
    expect(now).toMatchObject({
      found: true,
      prospect: { lastName: 'Sow' },
      phone: '+221770001122',
      counts: { leads: 2, emails: 4 },
    });
    const leads = await adminApi(
      officer.token,
      'GET',
      `${manager}/api::lead.lead?filters[email][$containsi]=mariama.sow.${tag}`,
    );
    expect((leads.json?.results as Array<Record<string, unknown>>).map((l) => [l.lastName, l.phone])).toEqual([
      ['Sow', '+221770001122'],
      ['Sow', '+221770001122'],
    ]);

    // The privacy log: who and which fields, under both addresses' hashes, never the values.
    const exported = await adminApi(officer.token, 'POST', '/admissions/privacy/export', { email: corrected });
    const entries = (exported.json?.data as { json: { privacyLog: Array<Record<string, unknown>> } }).json.privacyLog;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'rectify',
        performedBy: expect.stringContaining(officer.email) as unknown,
        summary: JSON.stringify({ fields: ['lastName', 'email', 'phone'], leads: 2 }),
      }),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Sowe?\b|mariama|770001122|771234567/);
    const erased = await adminApi(officer.token, 'POST', '/admissions/privacy/erase', { email: corrected });
    expect(erased.json?.data).toMatchObject({ erased: { prospect: 1, leads: 2, emails: 4 } });
    expect(mailsAbout(person)).toEqual([]);
    expect((await adminApi(officer.token, 'POST', '/admissions/privacy/erase', { email: other })).status).toBe(200);
  });

  it('answers admissions officers only, and a clear 400 or 404 for a bad or unknown address', async () => {
    const editor = await adminWithRole('strapi-editor');
    expect((await find(editor.token, email)).status).toBe(403);
    const refused = await adminApi(editor.token, 'POST', '/admissions/privacy/erase', { email });
    expect(refused.status).toBe(403);
    expect((await find(officer.token, 'not-an-address')).status).toBe(400);
    const unknown = `nobody.${tag}@example.com`;
    expect((await find(officer.token, unknown)).json?.data).toMatchObject({ found: false });
    expect((await adminApi(officer.token, 'POST', '/admissions/privacy/erase', { email: unknown })).status).toBe(404);
    // No address in a URL: the old lookup by query string does not exist.
    const byUrl = await adminApi(officer.token, 'GET', `/admissions/privacy?email=${encodeURIComponent(email)}`);
    expect(byUrl.status).toBe(404);
  });
});
