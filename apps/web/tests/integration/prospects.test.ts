import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, adminWithRole, type AdminUser } from '../support/admin';
import { runOnCmsDatabase, refusedInserts } from '../support/cms-database';
import { leadData, postLead } from '../support/leads';

// One person behind many leads: the CMS files each lead under a prospect found by the normalized
// e-mail, and admissions officers (only they) move the prospect along its follow-up stages, each
// change dated, signed and kept.

const manager = '/content-manager/collection-types';
const PROSPECTS = `${manager}/api::prospect.prospect`;
const LEADS = `${manager}/api::lead.lead`;
const HISTORY = `${manager}/api::stage-change.stage-change`;

type Prospect = {
  documentId: string;
  email: string;
  firstName: string;
  stage: string;
  stageNote: string | null;
  firstOrigin: string | null;
  lastOrigin: string | null;
  firstLeadAt: string;
  lastLeadAt: string;
  lastActivityAt: string;
  stageChangedAt: string | null;
  marketingOptIn: boolean;
};
type StageChange = {
  documentId: string;
  fromStage: string;
  toStage: string;
  note: string | null;
  changedBy: string;
  changedAt: string;
  summary: string;
};

let superAdmin: string;
let officer: AdminUser;

const unique = () => randomBytes(4).toString('hex');

async function send(overrides: Record<string, unknown>): Promise<string> {
  const { status, json } = await postLead(leadData(overrides));
  expect(status).toBe(201);
  return (json?.data as { documentId: string }).documentId;
}

/** The prospect a lead is filed under, read in the admin as a super admin. */
async function prospectOf(lead: string): Promise<Prospect> {
  const read = await adminApi(superAdmin, 'GET', `${LEADS}/${lead}?populate[prospect]=true`);
  expect(read.status).toBe(200);
  const prospect = (read.json?.data as { prospect?: { documentId: string } | null }).prospect;
  expect(prospect?.documentId, `lead ${lead} has no prospect`).toBeTruthy();
  return readProspect(prospect!.documentId);
}

async function readProspect(documentId: string, token = superAdmin): Promise<Prospect> {
  const read = await adminApi(token, 'GET', `${PROSPECTS}/${documentId}`);
  expect(read.status).toBe(200);
  return read.json?.data as Prospect;
}

async function leadsOf(prospect: string): Promise<string[]> {
  const read = await adminApi(superAdmin, 'GET', `/content-manager/relations/api::prospect.prospect/${prospect}/leads`);
  expect(read.status).toBe(200);
  return (read.json?.results as Array<{ documentId: string }>).map((lead) => lead.documentId).sort();
}

async function historyOf(prospect: string, token = superAdmin): Promise<StageChange[]> {
  const read = await adminApi(
    token,
    'GET',
    `${HISTORY}?filters[prospect][documentId][$eq]=${prospect}&sort=changedAt:ASC&pageSize=50`,
  );
  expect(read.status).toBe(200);
  return read.json?.results as StageChange[];
}

beforeAll(async () => {
  superAdmin = await adminToken();
  officer = await adminWithRole('admissions-officer');
});

describe('one person behind many leads', () => {
  it('files two spellings of one address under one prospect, and another person apart', async () => {
    const id = unique();
    const first = await send({
      email: `Awa.Diop.${id}@Example.COM`,
      origine: 'salon-dakar',
      utmSource: 'fair',
      utmMedium: 'event',
      submittedAt: '2026-10-01T09:00:00.000Z',
    });
    // Another case (spaces and Unicode forms never pass the CMS's e-mail check: packages/shared/normalize-email.test.js).
    const second = await send({
      email: `AWA.DIOP.${id}@example.com`,
      firstName: 'Awa Mariama',
      marketingOptIn: true,
      origine: 'ADS_meta',
      utmSource: 'meta',
      utmMedium: 'paid',
      submittedAt: '2026-10-20T09:00:00.000Z',
    });
    const tagged = await send({ email: `awa.diop.${id}+mba@example.com` });
    const other = await send({ email: `moussa.${id}@example.com`, firstName: 'Moussa' });

    const awa = await prospectOf(first);
    expect((await prospectOf(second)).documentId).toBe(awa.documentId);
    expect(await leadsOf(awa.documentId)).toEqual([first, second].sort());
    expect(awa).toMatchObject({
      email: `awa.diop.${id}@example.com`,
      firstName: 'Awa Mariama',
      stage: 'new',
      firstOrigin: 'salon-dakar / fair / event',
      lastOrigin: 'ADS_meta / meta / paid',
      firstLeadAt: '2026-10-01T09:00:00.000Z',
      lastLeadAt: '2026-10-20T09:00:00.000Z',
      marketingOptIn: true,
    });

    // A +tag may be another box, or another person: it is kept.
    const withTag = await prospectOf(tagged);
    expect(withTag.email).toBe(`awa.diop.${id}+mba@example.com`);
    expect(withTag.documentId).not.toBe(awa.documentId);
    expect((await prospectOf(other)).documentId).not.toBe(awa.documentId);
  });

  it('makes one prospect of first leads of one person that arrive at the same time', { retry: 0 }, async () => {
    const email = `fatou.${unique()}@example.com`;
    const leads = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send({ email: i % 2 ? email.toUpperCase() : email })),
    );
    const prospects = await Promise.all(leads.map(prospectOf));
    expect(new Set(prospects.map((p) => p.documentId)).size).toBe(1);
    expect(await leadsOf(prospects[0]!.documentId)).toEqual([...leads].sort());
  });

  it('files a lead under the prospect the CMS finds, whatever prospect the caller names', async () => {
    const victim = await prospectOf(await send({ email: `victim.${unique()}@example.com` }));
    const { status } = await postLead(leadData({ prospect: victim.documentId }));
    expect(status).toBe(400);
    expect(await leadsOf(victim.documentId)).toHaveLength(1);
  });
});

describe('the follow-up, by admissions officers only', () => {
  it('lets an officer move a prospect from new to contacted, dated and signed, with a note', async () => {
    const lead = await send({ email: `ines.${unique()}@example.com` });
    const prospect = await prospectOf(lead);
    const before = Date.now();
    const moved = await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, {
      stage: 'contacted',
      stageNote: '  Appelée, rappel jeudi pour le dossier.  ',
      // Fields the leads set are not the officer's to change: they are ignored.
      email: 'someone.else@example.com',
      firstName: 'Changed',
    });
    expect(moved.status).toBe(200);

    const after = await readProspect(prospect.documentId, officer.token);
    expect(after).toMatchObject({ stage: 'contacted', email: prospect.email, firstName: 'Awa' });
    expect(after.stageNote ?? '').toBe('');
    expect(new Date(after.stageChangedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after.lastActivityAt).toBe(after.stageChangedAt);

    const history = await historyOf(prospect.documentId, officer.token);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStage: 'new',
      toStage: 'contacted',
      note: 'Appelée, rappel jeudi pour le dossier.',
      changedBy: `Test admissions-officer <${officer.email}>`,
    });
    expect(history[0]!.summary).toMatch(/Nouveau → Contacté·e · Test admissions-officer/);

    // A note without a change of stage is kept too; saving nothing new adds nothing.
    await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, { stageNote: 'Message laissé.' });
    await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, { stage: 'contacted' });
    const notes = await historyOf(prospect.documentId);
    expect(notes.map((c) => [c.fromStage, c.toStage, c.note])).toEqual([
      ['new', 'contacted', 'Appelée, rappel jeudi pour le dossier.'],
      ['contacted', 'contacted', 'Message laissé.'],
    ]);
  });

  it('saves a stage change all or nothing: a history that cannot be written leaves the stage and the note as they were', async () => {
    const prospect = await prospectOf(await send({ email: `atomic.${unique()}@example.com` }));
    const note = `Appelée, dossier complet (${unique()}).`;
    // The database refuses this one history entry, as a full disk or a lost connection would.
    const refusal = refusedInserts('prospect_stage_changes', 'note', note, `refuse_history_${unique()}`);
    await runOnCmsDatabase(refusal.on);
    try {
      const refused = await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, {
        stage: 'contacted',
        stageNote: note,
      });
      expect(refused.status).toBe(400);
      expect((refused.json?.error as { message?: string } | undefined)?.message).toMatch(
        /^Rien n’a été enregistré : ni l’étape, ni la note, ni l’historique\./,
      );
    } finally {
      await runOnCmsDatabase(refusal.off);
    }
    expect(await readProspect(prospect.documentId)).toMatchObject({ stage: 'new', stageChangedAt: null });
    expect(await historyOf(prospect.documentId)).toEqual([]);

    // Sent again once the database takes it: saved once, stage, note and history together.
    const saved = await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, {
      stage: 'contacted',
      stageNote: note,
    });
    expect(saved.status).toBe(200);
    expect((await readProspect(prospect.documentId)).stage).toBe('contacted');
    expect((await historyOf(prospect.documentId)).map((c) => [c.fromStage, c.toStage, c.note])).toEqual([
      ['new', 'contacted', note],
    ]);
  });

  it('follows up a prospect whose id begins with a digit, as an import makes them, like any other', async () => {
    const email = `imported.${unique()}@example.com`;
    const prospect = await prospectOf(await send({ email }));
    // Strapi's own ids begin with a letter; an import may keep its source's ids.
    const imported = `1${prospect.documentId.slice(1)}`;
    await runOnCmsDatabase([
      `UPDATE prospects SET document_id = '${imported}' WHERE document_id = '${prospect.documentId}'`,
    ]);
    const moved = await adminApi(officer.token, 'PUT', `${PROSPECTS}/${imported}`, {
      stage: 'contacted',
      stageNote: 'Rappelé après le salon.',
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await historyOf(imported)).map((c) => [c.toStage, c.note])).toEqual([
      ['contacted', 'Rappelé après le salon.'],
    ]);
    // Their next lead is filed under them.
    expect((await prospectOf(await send({ email }))).documentId).toBe(imported);
  });

  it('refuses a stage change from an editor, who cannot even see prospects', async () => {
    const prospect = await prospectOf(await send({ email: `editor.${unique()}@example.com` }));
    const editor = await adminWithRole('strapi-editor');
    expect((await adminApi(editor.token, 'GET', `${PROSPECTS}?page=1&pageSize=1`)).status).toBe(403);
    const change = await adminApi(editor.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, { stage: 'admitted' });
    expect(change.status).toBe(403);
    expect((await readProspect(prospect.documentId)).stage).toBe('new');
    expect(await historyOf(prospect.documentId)).toHaveLength(0);
  });

  it('refuses an unknown stage, a prospect typed by hand and any edit of the history', async () => {
    const prospect = await prospectOf(await send({ email: `history.${unique()}@example.com` }));
    const unknown = await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, { stage: 'hired' });
    expect(unknown.status).toBe(400);

    for (const token of [officer.token, superAdmin]) {
      const typed = await adminApi(token, 'POST', PROSPECTS, { email: `typed.${unique()}@example.com` });
      expect(typed.status).toBe(403);
      const forged = await adminApi(token, 'POST', HISTORY, {
        prospect: prospect.documentId,
        toStage: 'enrolled',
        changedAt: new Date().toISOString(),
        changedBy: 'Someone',
      });
      expect(forged.status).toBe(403);
    }
    await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, { stage: 'unreachable' });
    const [change] = await historyOf(prospect.documentId);
    const search = await adminApi(
      superAdmin,
      'GET',
      `${HISTORY}?filters[prospect][documentId][$eq]=${prospect.documentId}`,
    );
    const entry = (search.json?.results as Array<{ documentId: string }>)[0]!;
    const edited = await adminApi(superAdmin, 'PUT', `${HISTORY}/${entry.documentId}`, { note: 'rewritten' });
    expect(edited.status).toBe(403);
    expect((await historyOf(prospect.documentId))[0]).toEqual(change);
  });

  it('deletes a prospect’s leads and history with the prospect', async () => {
    const email = `erase.${unique()}@example.com`;
    const leads = [await send({ email }), await send({ email })];
    const prospect = await prospectOf(leads[0]!);
    await adminApi(officer.token, 'PUT', `${PROSPECTS}/${prospect.documentId}`, { stage: 'not_interested' });
    const history = await historyOf(prospect.documentId);
    expect(history).toHaveLength(1);

    const removed = await adminApi(superAdmin, 'DELETE', `${PROSPECTS}/${prospect.documentId}`);
    expect(removed.status).toBe(200);
    for (const lead of leads) expect((await adminApi(superAdmin, 'GET', `${LEADS}/${lead}`)).status).toBe(404);
    // Read by their own ids: a row left without its prospect would not be found through the prospect.
    for (const change of history)
      expect((await adminApi(superAdmin, 'GET', `${HISTORY}/${change.documentId}`)).status).toBe(404);
  });
});
