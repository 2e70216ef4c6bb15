import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import type { LeadRecord } from '@/lib/cms/resources/leads';
import { LeadDelivery } from './delivery';
import { LeadOutbox } from './outbox';

const dirs: string[] = [];
const outbox = () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(dir);
  return new LeadOutbox(dir);
};
afterEach(() => {
  vi.useRealTimers();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const record = (n: number): LeadRecord => ({
  idempotencyKey: n.toString(16).padStart(64, '0'),
  type: 'contact',
  firstName: 'Awa',
  lastName: `Diop ${n}`,
  email: `awa${n}@example.org`,
  phone: null,
  birthDate: null,
  country: 'SN',
  nationality: null,
  studyLevel: null,
  intake: null,
  school: null,
  course: null,
  message: 'Bonjour',
  consent: true,
  marketingOptIn: false,
  language: 'fr',
  pagePath: '/contact',
  consentText: 'J’accepte…',
  marketingText: null,
  origine: 'direct',
  utmMedium: null,
  utmSource: null,
  submittedAt: new Date().toISOString(),
});

const silence = () => {
  const original = { info: console.info, warn: console.warn, error: console.error };
  console.info = console.warn = console.error = () => {};
  return () => Object.assign(console, original);
};

describe('LeadOutbox', () => {
  it('keeps one file per idempotency key, readable after a restart', async () => {
    const box = outbox();
    await box.append(record(1));
    await box.append(record(1));
    await box.append(record(2));
    const again = new LeadOutbox(box.dir);
    expect((await again.pending()).map((e) => e.record.lastName)).toEqual(['Diop 1', 'Diop 2']);
    expect(readdirSync(join(box.dir, 'tmp'))).toEqual([]);
  });

  it("erases a person's leads, waiting or set aside, under any spelling of their address", async () => {
    const box = outbox();
    await box.append({ ...record(1), email: 'awa.diop@example.org' });
    await box.append({ ...record(2), email: 'Awa.Diop@Example.org' });
    await box.deadLetter({ record: { ...record(3), email: 'awa.diop@example.org' }, queuedAt: '' }, '400 test');
    await box.append({ ...record(4), email: 'awa.diop+mba@example.org' });
    expect(await box.erase(' AWA.DIOP@\uff25xample.org. ')).toBe(3);
    expect((await box.pending()).map((e) => e.record.lastName)).toEqual(['Diop 4']);
    expect(readdirSync(box.deadLetterDir)).toEqual([]);
  });

  it('refuses a record without a proper key', async () => {
    await expect(outbox().append({ ...record(1), idempotencyKey: '../x' })).rejects.toThrow();
  });
});

describe('LeadDelivery', () => {
  it('delivers every lead once and empties the outbox', async () => {
    const box = outbox();
    for (let n = 1; n <= 10; n++) await box.append(record(n));
    const sent: string[] = [];
    const restore = silence();
    await new LeadDelivery(box, {
      send: async (r) => (sent.push(r.idempotencyKey), { documentId: `doc${sent.length}` }),
    }).kick();
    restore();
    expect(sent).toHaveLength(10);
    expect(new Set(sent).size).toBe(10);
    expect(await box.pending()).toEqual([]);
  });

  it('keeps leads while the CMS is down and delivers them when it answers again, after the backoff', async () => {
    // The backoff's timer on a fake clock: the retry is checked against the delay the delivery
    // chose, not against how fast this machine runs the outbox's file work.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = outbox();
    for (let n = 1; n <= 5; n++) await box.append(record(n));
    let up = false;
    const sent: string[] = [];
    const send = async (r: LeadRecord) => {
      if (!up) throw new CmsError('lead delivery', 'POST /leads', 503, 'the CMS cannot be reached');
      sent.push(r.idempotencyKey);
      return { documentId: 'x' };
    };
    const restore = silence();
    const delivery = new LeadDelivery(box, { send, retryBaseMs: 1000, retryMaxMs: 1000 });
    await delivery.kick();
    expect(await box.pending()).toHaveLength(5);
    up = true;
    // The retry's own kick (the timer calls it): its promise is the pass the retry started.
    const retry = vi.spyOn(delivery, 'kick');
    // Jitter puts the retry between 75 % and 100 % of the delay: not before…
    vi.advanceTimersByTime(749);
    expect(retry).not.toHaveBeenCalled();
    // …and by then at the latest.
    vi.advanceTimersByTime(251);
    expect(retry).toHaveBeenCalledTimes(1);
    await retry.mock.results[0]!.value;
    restore();
    expect(await box.pending()).toEqual([]);
    expect(sent).toHaveLength(5);
  });

  it('sets a refused lead aside with the reason instead of retrying it', async () => {
    const box = outbox();
    await box.append(record(1));
    const restore = silence();
    await new LeadDelivery(box, {
      send: async () => {
        throw new CmsError('lead delivery', 'POST /leads', 400, 'email must be a valid email');
      },
    }).kick();
    restore();
    expect(await box.pending()).toEqual([]);
    const [file] = readdirSync(box.deadLetterDir);
    expect(JSON.parse(readFileSync(join(box.deadLetterDir, file!), 'utf8'))).toMatchObject({
      reason: '400 email must be a valid email',
      record: { lastName: 'Diop 1' },
    });
  });

  it('drops a lead whose sender was erased after sending it (410), keeping nothing of it, and goes on', async () => {
    const box = outbox();
    for (let n = 1; n <= 3; n++) await box.append(record(n));
    const sent: string[] = [];
    const lines: string[] = [];
    const restore = silence();
    console.info = (line: string) => void lines.push(line);
    await new LeadDelivery(box, {
      send: async (r) => {
        if (r.idempotencyKey === record(2).idempotencyKey)
          throw new CmsError('lead delivery', 'POST /leads', 410, 'GoneError: its sender was erased after sending it');
        sent.push(r.idempotencyKey);
        return { documentId: 'x' };
      },
      concurrency: 1,
    }).kick();
    restore();
    expect(await box.pending()).toEqual([]);
    expect(readdirSync(box.pendingDir)).toEqual([]);
    expect(readdirSync(box.deadLetterDir)).toEqual([]);
    expect(sent).toEqual([record(1).idempotencyKey, record(3).idempotencyKey]);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual({
      level: 'info',
      msg: 'lead dropped: its sender was erased after sending it',
      key: record(2).idempotencyKey,
      type: 'contact',
    });
    expect(lines.join('\n')).not.toMatch(/awa2@|Diop 2/);
  });

  it('still sets aside a lead the CMS refuses as it is (400), not dropping it', async () => {
    const box = outbox();
    await box.append(record(1));
    const restore = silence();
    await new LeadDelivery(box, {
      send: async () => {
        throw new CmsError('lead delivery', 'POST /leads', 400, 'ValidationError: email must be a valid email (email)');
      },
    }).kick();
    restore();
    expect(readdirSync(box.pendingDir)).toEqual([]);
    expect(readdirSync(box.deadLetterDir)).toEqual([`${record(1).idempotencyKey}.json`]);
  });
});
