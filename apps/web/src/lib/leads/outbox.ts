import 'server-only';
import { mkdir, open, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LeadRecord } from '@/lib/cms/resources/leads';
import { log } from '@/lib/log';
import { normalizeEmail } from '@horizon/shared/normalize-email';
import { OUTBOX_FOLDERS } from './outbox-folders';

/** One lead waiting for the CMS: written before the visitor is answered, removed once delivered. */
export type OutboxEntry = { record: LeadRecord; queuedAt: string };

const KEY = /^[a-f0-9]{64}$/;

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A folder of lead files on the site's own disk. A lead is on disk (written, flushed, renamed into
 * place, folder flushed) before the visitor sees the thank-you page, so a crash or a CMS outage
 * loses nothing. One file per idempotency key: the same submission sent twice is one file.
 */
export class LeadOutbox {
  readonly pendingDir: string;
  readonly deadLetterDir: string;
  private readonly tmpDir: string;
  private ready: Promise<void> | null = null;

  constructor(readonly dir: string) {
    this.pendingDir = join(dir, OUTBOX_FOLDERS.pending);
    this.deadLetterDir = join(dir, OUTBOX_FOLDERS.deadLetter);
    this.tmpDir = join(dir, 'tmp');
  }

  private init(): Promise<void> {
    this.ready ??= Promise.all(
      [this.pendingDir, this.deadLetterDir, this.tmpDir].map((d) => mkdir(d, { recursive: true })),
    ).then(() => undefined);
    return this.ready;
  }

  async append(record: LeadRecord): Promise<void> {
    if (!KEY.test(record.idempotencyKey)) throw new Error('a lead needs a sha-256 idempotency key');
    await this.init();
    const entry: OutboxEntry = { record, queuedAt: new Date().toISOString() };
    const tmp = join(this.tmpDir, `${record.idempotencyKey}.${process.pid}.${Date.now()}.json`);
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(entry));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, join(this.pendingDir, `${record.idempotencyKey}.json`));
    await fsyncPath(this.pendingDir);
  }

  /** The waiting leads, oldest first. A file that cannot be read is set aside, never retried forever. */
  async pending(): Promise<OutboxEntry[]> {
    await this.init();
    const names = (await readdir(this.pendingDir)).filter((name) => name.endsWith('.json'));
    const entries: OutboxEntry[] = [];
    for (const name of names) {
      try {
        entries.push(JSON.parse(await readFile(join(this.pendingDir, name), 'utf8')) as OutboxEntry);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        await rename(join(this.pendingDir, name), join(this.deadLetterDir, name)).catch(() => {});
        log('error', 'unreadable lead file set aside', { file: name });
      }
    }
    return entries.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  }

  async remove(key: string): Promise<void> {
    await unlink(join(this.pendingDir, `${key}.json`)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Keeps a lead the CMS refused, with the reason, for a person to look at. */
  async deadLetter(entry: OutboxEntry, reason: string): Promise<void> {
    const key = entry.record.idempotencyKey;
    await writeFile(
      join(this.deadLetterDir, `${key}.json`),
      JSON.stringify({ ...entry, reason, setAsideAt: new Date().toISOString() }),
      { mode: 0o600 },
    );
    await fsyncPath(this.deadLetterDir);
    await this.remove(key);
  }

  /**
   * Deletes every lead of one person waiting here or set aside (a request to erase their data),
   * matched on the e-mail as the CMS files people (normalizeEmail). Answers how many files were
   * deleted.
   */
  async erase(email: string): Promise<number> {
    await this.init();
    const wanted = normalizeEmail(email);
    let erased = 0;
    for (const dir of [this.pendingDir, this.deadLetterDir]) {
      for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json'))) {
        const file = join(dir, name);
        const entry = (await readFile(file, 'utf8').then(
          (text) => JSON.parse(text) as Partial<OutboxEntry>,
          () => null,
        )) as Partial<OutboxEntry> | null;
        if (typeof entry?.record?.email !== 'string' || normalizeEmail(entry.record.email) !== wanted) continue;
        await unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        erased += 1;
      }
    }
    if (erased > 0) await Promise.all([fsyncPath(this.pendingDir), fsyncPath(this.deadLetterDir)]);
    return erased;
  }
}
