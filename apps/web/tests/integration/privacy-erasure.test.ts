import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken } from '../support/admin';
import { freePort, startCms } from '../support/cms-process';
import { readOutbox } from '../support/eml';
import { testEnv } from '../support/env';
import { openForm, submitForm, waitLikeAPerson } from '../support/forms';
import { leadData, postLead } from '../support/leads';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { pendingIn } from '../support/outbox';
import { logsOfTheRun, personalDataInLogs } from '../support/personal-data-in-logs';
import { eventually } from '../support/site';
import { faultRelay, startSite } from '../support/site-server';

// Erased means erased (docs/privacy.md): nothing of the person left in the database file, in a
// backup restored afterwards, in any site instance's outbox (a lead that was waiting there while
// the person was erased included), or in any log line either app wrote along the way.

const cmsDir = resolve(__dirname, '../../../cms');
const postgres = process.env.DATABASE_CLIENT === 'postgres';
const cleanUps: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'privacy-erasure-'));
  cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A person found nowhere else in the run: names no other text holds, their own address and phone. */
function newPerson(label: string) {
  const tag = randomBytes(4).toString('hex');
  return {
    tag,
    firstName: 'Zéphyrine',
    lastName: `Quillebeuf-${label}${tag}`,
    email: `zephyrine.${label}.${tag}@example.com`,
    phone: `+2217${randomInt(10_000_000, 99_999_999)}`,
  };
}
type Person = ReturnType<typeof newPerson>;

const lead = (person: Person, overrides: Record<string, unknown> = {}) =>
  leadData({
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    ...overrides,
  });

const privacy = async (path: string, body: unknown, { base = testEnv.cmsUrl, token = '' } = {}) =>
  adminApi(token || (await adminToken()), 'POST', `/admissions/privacy/${path}`, body, base);

/** What the admissions team finds about the address. */
const held = async (email: string, base = testEnv.cmsUrl, token = '') =>
  (await privacy('find', { email }, { base, token })).json?.data as { found: boolean; counts: Record<string, number> };

/** The bytes of the person (address, phone, last name) a file holds, as written. */
function onDisk(file: string, person: Person): string[] {
  const files = [file, `${file}-wal`, `${file}-journal`].filter(existsSync);
  const text = files.map((f) => readFileSync(f).toString('latin1').toLowerCase()).join('\n');
  return [person.email, person.phone.slice(1), person.tag].filter((needle) => text.includes(needle.toLowerCase()));
}

/** The run's SQLite database file, as the CMS reads it (config/database.ts: relative to its folder). */
const sqliteFile = () => resolve(cmsDir, process.env.DATABASE_FILENAME ?? '.tmp/data.db');

// PostgreSQL's client programs, beside its server (scripts/lib/postgres.mjs).
const pgBin = (name: string) => {
  const debian = '/usr/lib/postgresql';
  const version = existsSync(debian)
    ? readdirSync(debian).find((v) => existsSync(join(debian, v, 'bin', name)))
    : undefined;
  return process.env.PG_BIN ? join(process.env.PG_BIN, name) : version ? join(debian, version, 'bin', name) : name;
};

interface Backup {
  /** The database settings of a CMS started on the backup, restored. */
  restore(): Record<string, string>;
}

/** A backup of the run's database now: a copy of the SQLite file, or a `pg_dump` of PostgreSQL's. */
async function backUp(): Promise<Backup> {
  const dir = scratch();
  if (!postgres) {
    const copy = join(dir, 'restored.db');
    const Database = createRequire(join(cmsDir, 'package.json'))('better-sqlite3') as new (file: string) => {
      backup(target: string): Promise<unknown>;
      close(): void;
    };
    const db = new Database(sqliteFile());
    try {
      await db.backup(copy);
    } finally {
      db.close();
    }
    return { restore: () => ({ DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: copy }) };
  }
  const url = process.env.DATABASE_URL!;
  const dump = join(dir, 'backup.dump');
  execFileSync(pgBin('pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${url}`]);
  return {
    restore: () => {
      const name = `restored_${randomBytes(4).toString('hex')}`;
      const restored = new URL(url);
      restored.pathname = `/${name}`;
      execFileSync(pgBin('psql'), [`--dbname=${url}`, '--quiet', '--command', `CREATE DATABASE ${name}`]);
      execFileSync(pgBin('pg_restore'), ['--no-owner', `--dbname=${restored.toString()}`, dump]);
      cleanUps.push(() => {
        execFileSync(pgBin('psql'), [
          `--dbname=${url}`,
          '--quiet',
          '--command',
          `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        ]);
      });
      return { DATABASE_CLIENT: 'postgres', DATABASE_URL: restored.toString() };
    },
  };
}

/** A query on the run's PostgreSQL database, through the CMS's own driver. */
async function onPostgres<R>(text: string, values: unknown[] = []): Promise<R[]> {
  type Client = {
    connect(): Promise<void>;
    query<T>(text: string, values: unknown[]): Promise<{ rows: T[] }>;
    end(): Promise<void>;
  };
  const { Client } = createRequire(join(cmsDir, 'package.json'))('pg') as {
    Client: new (options: { connectionString?: string }) => Client;
  };
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The tables an erasure deletes the person's rows from (the CMS's ERASED_TYPES). */
const ERASED_TABLES = ['prospects', 'leads', 'prospect_stage_changes', 'crm_events'];

/**
 * The files of these tables as PostgreSQL keeps them now, by relation name: each table's, its
 * TOAST table's and every index's of either (`pg_relation_filepath`, under the cluster's data
 * directory, which the test's database user, a superuser on the test's own server, may read).
 */
async function relationFiles(tables: string[]): Promise<Map<string, string>> {
  const [setting] = await onPostgres<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
  const dir = setting!.dir;
  const rows = await onPostgres<{ name: string; path: string }>(
    `SELECT c.relname AS name, pg_relation_filepath(c.oid) AS path
       FROM pg_class t
       JOIN pg_class c ON c.oid IN (t.oid, t.reltoastrelid)
         OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid IN (t.oid, t.reltoastrelid))
      WHERE t.relname = ANY($1) AND t.relkind = 'r' AND t.relnamespace = to_regnamespace(current_schema())`,
    [tables],
  );
  return new Map(rows.map(({ name, path }) => [name, join(dir, path)]));
}

/**
 * The relations among `files` whose bytes on disk hold the person's address (as sent, in capitals
 * as their second lead sent it, and normalized), phone or tag. A checkpoint first writes out what
 * PostgreSQL holds in memory; a relation of more than 1 GB has further segments (`.1`, `.2`…).
 */
async function onPostgresDisk(files: Map<string, string>, person: Person): Promise<string[]> {
  await onPostgres('CHECKPOINT');
  const plain = [person.email, person.email.toUpperCase(), person.phone.slice(1)];
  const normalized = [normalizeEmail(person.email), person.tag];
  return [...files].flatMap(([name, file]) => {
    const segments = [file, ...Array.from({ length: 8 }, (_, n) => `${file}.${n + 1}`)].filter(existsSync);
    const bytes = segments.map((segment) => readFileSync(segment).toString('latin1')).join('\n');
    const lower = bytes.toLowerCase();
    const holds = plain.some((needle) => bytes.includes(needle)) || normalized.some((needle) => lower.includes(needle));
    return holds ? [name] : [];
  });
}

/**
 * Waits until a process's log holds the line of a request sent now to `base` (both apps log every
 * request with its path): a line the process wrote before it is then in the log too.
 */
async function loggedUpTo(base: string, log: () => string): Promise<void> {
  const marker = `log-marker-${randomBytes(8).toString('hex')}`;
  await fetch(`${base}/api/${marker}`).then((response) => response.body?.cancel());
  await eventually(async () => expect(log()).toContain(marker), 10_000);
}

/** The CMS's mail copies to or about the address. */
const mailsAbout = async (email: string) =>
  (await readOutbox(testEnv.emailOutboxDir)).filter((mail) => JSON.stringify(mail).toLowerCase().includes(email));

describe('an erasure', () => {
  it('leaves nothing of the person in the database, and is applied again to a backup restored after it', async () => {
    const person = newPerson('restore');
    expect((await postLead(lead(person))).status).toBe(201);
    expect((await postLead(lead(person, { type: 'brochure', email: person.email.toUpperCase() }))).status).toBe(201);
    await eventually(async () => expect(await mailsAbout(person.email)).toHaveLength(4), 20_000);
    const backup = await backUp();
    // On PostgreSQL, the files hold the person now (so that the check below can fail): their
    // rows, and the indexes of their address.
    const filesBefore = postgres ? await relationFiles(ERASED_TABLES) : new Map<string, string>();
    if (postgres)
      expect(await onPostgresDisk(filesBefore, person)).toEqual(
        expect.arrayContaining(['prospects', 'leads', 'leads_email_lower_idx']),
      );

    const erased = await privacy('erase', { email: person.email });
    expect(erased.status).toBe(200);
    expect(erased.json?.data).toMatchObject({ erased: { prospect: 1, leads: 2, emails: 4 } });
    expect(await held(person.email)).toMatchObject({ found: false });
    expect(await mailsAbout(person.email)).toEqual([]);
    // The files, not only their live rows: the deleted rows' bytes were overwritten (SQLite's
    // secure_delete); on PostgreSQL, the tables were rewritten into new files (VACUUM FULL) and
    // the old ones emptied. Both are read: the files the tables had before and those they have now.
    if (postgres) {
      const files = new Map([...filesBefore].map(([name, file]) => [`${name} (before)`, file]));
      for (const [name, file] of await relationFiles(ERASED_TABLES)) files.set(name, file);
      expect(await onPostgresDisk(files, person)).toEqual([]);
    } else expect(onDisk(sqliteFile(), person)).toEqual([]);

    // The backup restored, the CMS started on it: the erasure is applied again before it answers.
    const restoredDb = backup.restore();
    const port = await freePort();
    const restored = await startCms({ ...restoredDb, EMAIL_OUTBOX_DIR: scratch() }, port);
    cleanUps.push(() => restored.stop());
    // Its own sign-in: a session opened after the backup is not in it.
    const signIn = await fetch(`${restored.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: testEnv.adminEmail, password: testEnv.adminPassword }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    expect(await held(person.email, restored.url, token)).toMatchObject({
      found: false,
      counts: { prospect: 0, leads: 0, followUps: 0 },
    });
    const log = await adminApi(
      token,
      'GET',
      '/content-manager/collection-types/api::privacy-log.privacy-log?filters[action][$eq]=restore_erase&sort=performedAt:DESC',
      undefined,
      restored.url,
    );
    expect((log.json?.results as Array<{ summary: string }>).some((e) => JSON.parse(e.summary).leads === 2)).toBe(true);
    if (!postgres) expect(onDisk(restoredDb.DATABASE_FILENAME!, person)).toEqual([]);
    expect(personalDataInLogs(restored.output(), person)).toEqual([]);
    // The backup's database did not know of the erasure: every address was read against it.
    await eventually(async () => expect(restored.output()).toContain('addresses checked against the erasures'), 10_000);

    // Started again on the same database, which now says it was checked: no address is read again.
    await restored.stop();
    const again = await startCms({ ...restoredDb, EMAIL_OUTBOX_DIR: scratch() }, port);
    cleanUps.push(() => again.stop());
    await eventually(async () => expect(again.output()).toContain('bootstrap done'), 10_000);
    expect(again.output()).not.toContain('addresses checked against the erasures');
  });

  it('drops a lead that waited in an instance cut off from the CMS, keeps one sent after, and no log holds the person', async () => {
    const person = newPerson('late');
    // The CMS knows them through a first lead; a second waits in instance B, whose link to the CMS is cut.
    expect((await postLead(lead(person))).status).toBe(201);
    const relay = await faultRelay(testEnv.cmsUrl);
    cleanUps.push(() => relay.close());
    const outbox = scratch();
    const b = await startSite({
      CMS_URL: relay.url,
      LEADS_OUTBOX_DIR: outbox,
      LEADS_RETRY_MAX_MS: '1000',
      // Two leads an hour from one address: the third is refused.
      LEADS_RATE_LIMIT: '2/3600',
    });
    cleanUps.push(() => b.stop());
    const fields = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      country: 'SN',
      message: `Les dates de rentrée, s’il vous plaît (${person.tag}).`,
      consent: 'on',
    };
    const waiting = await openForm('/contact', { base: b.url });
    // Refused before anything is kept, each for its reason: too fast, a field, a broken token, a robot.
    // Too fast first, at once: taking the link down takes time a loaded machine can stretch past
    // the 2 s a person needs (the site refuses before asking the CMS either way).
    expect((await submitForm(waiting, fields)).status).toBe(422);
    await relay.down();
    await waitLikeAPerson(waiting);
    expect((await submitForm(waiting, { ...fields, email: `${person.email}@` })).status).toBe(422);
    expect((await submitForm(waiting, { ...fields, formToken: 'x' })).status).toBe(422);
    // A robot (the hidden field filled) is answered as if accepted, and nothing is kept.
    expect((await submitForm(waiting, { ...fields, leave_blank: 'x' })).status).toBe(303);
    expect((await submitForm(waiting, fields)).status).toBe(303);
    expect(pendingIn(outbox)).toHaveLength(1);

    // Erased while B cannot be asked: the CMS asks the instances it knows (the main site).
    const erased = await privacy('erase', { email: person.email });
    expect(erased.status).toBe(200);
    expect(erased.json?.data).toMatchObject({ erased: { prospect: 1, leads: 1, siteOutbox: 0 } });

    // B's link comes back: its lead reaches the CMS, is refused as sent before the erasure, and leaves B.
    await relay.up();
    await eventually(async () => expect(pendingIn(outbox)).toEqual([]), 30_000);
    expect(existsSync(join(outbox, 'dead-letter')) ? readdirSync(join(outbox, 'dead-letter')) : []).toEqual([]);
    expect(await held(person.email)).toMatchObject({ found: false, counts: { prospect: 0, leads: 0 } });
    expect(await mailsAbout(person.email)).toEqual([]);

    // Sent after the erasure: a new request, kept. With it, B delivers one the CMS refuses (a phone
    // it does not take, written into B's outbox as B would have): B sets that one aside.
    const refused = lead(person, { phone: '0000', idempotencyKey: randomBytes(32).toString('hex') });
    writeFileSync(
      join(outbox, 'pending', `${String(refused.idempotencyKey)}.json`),
      JSON.stringify({ record: refused, queuedAt: new Date().toISOString() }),
    );
    const again = await openForm('/contact', { base: b.url });
    await waitLikeAPerson(again);
    // A course B does not offer: refused for its choices, with the CMS reachable again.
    expect((await submitForm(again, { ...fields, course: 'nosuchcourse0000000000000' })).status).toBe(422);
    expect((await submitForm(again, fields)).status).toBe(303);
    await eventually(async () => expect(await held(person.email)).toMatchObject({ found: true, counts: { leads: 1 } }));
    await eventually(async () => expect(readdirSync(join(outbox, 'dead-letter'))).toHaveLength(1));
    // One more from the same address: over B's rate limit.
    expect((await submitForm(again, { ...fields, message: `Encore une question (${person.tag}).` })).status).not.toBe(
      303,
    );

    // They withdraw their marketing opt-in from the link of their confirmation.
    const confirmation = await eventually(async () => {
      const mail = (await readOutbox(testEnv.emailOutboxDir)).find((m) => m.headers.to === person.email);
      expect(mail).toBeDefined();
      return mail!;
    });
    const link = new URL(confirmation.text.match(/https?:\/\/\S+\/api\/marketing-opt-out\/\S+/)![0]);
    expect((await fetch(`${testEnv.cmsUrl}${link.pathname}${link.search}`, { method: 'POST' })).status).toBe(200);

    // Found, exported, corrected, erased again.
    expect((await privacy('export', { email: person.email })).status).toBe(200);
    const renamed = `${person.lastName}-Roux`;
    const corrected = await privacy('rectify', { email: person.email, corrections: { lastName: renamed } });
    expect(corrected.json?.data).toMatchObject({ rectified: { fields: ['lastName'], leads: 1 } });
    expect((await privacy('erase', { email: person.email })).status).toBe(200);
    // B, asked as the CMS asks the instances it is told of (WEB_PRIVACY_ERASE_URLS), deletes the one it set aside.
    const askB = await fetch(`${b.url}/api/privacy/erase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testEnv.privacyEraseSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email.toUpperCase() }),
    });
    expect(await askB.json()).toEqual({ erased: 1 });
    expect(readdirSync(join(outbox, 'dead-letter'))).toEqual([]);

    // Every line the CMS, the site and B wrote: nothing of the person. Each log is read once it
    // holds the line of a request sent after all this, so the lines written before it are in.
    await Promise.all([
      loggedUpTo(testEnv.cmsUrl, () => logsOfTheRun()[0]!),
      loggedUpTo(testEnv.webUrl, () => logsOfTheRun()[1]!),
      loggedUpTo(b.url, b.output),
    ]);
    expect(personalDataInLogs([...logsOfTheRun(), b.output()], person)).toEqual([]);
    expect(personalDataInLogs([...logsOfTheRun(), b.output()], { ...person, lastName: renamed })).toEqual([]);
  });
});
