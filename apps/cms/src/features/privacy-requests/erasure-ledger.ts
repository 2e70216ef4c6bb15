import { appendFile, mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsEnv, type CmsEnv } from '../../env/cms-env';

// The erasures, outside the database: a database restored from a backup made before an erasure
// has lost the privacy log's record of it, and with it the reason to erase the person again. Each
// line is a keyed hash of an address and the erasure's time, never the address. Kept on storage
// that is not restored with the database (README, "Backups"); shared by the CMS instances in
// production like their uploads.

export interface LedgerEntry {
  hash: string;
  at: string;
  action: 'erase' | 'retention_erase';
}

/** PRIVACY_LEDGER_FILE, relative to the CMS's folder (`appRoot`), `.privacy/erasures.jsonl` by default. */
export function ledgerFile(appRoot: string, env: Pick<CmsEnv, 'PRIVACY_LEDGER_FILE'> = cmsEnv()): string {
  return path.resolve(appRoot, env.PRIVACY_LEDGER_FILE);
}

const HASH = /^[a-f0-9]{64}$/;

/** Appends one erasure and waits until it is on disk: it is written before anything is deleted. */
export async function appendToLedger(file: string, entry: LedgerEntry): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every erasure the ledger holds; a line that cannot be read is skipped (a write cut by a crash). */
export async function readLedger(file: string): Promise<LedgerEntry[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const entries: LedgerEntry[] = [];
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as Partial<LedgerEntry>;
      if (typeof entry.hash === 'string' && HASH.test(entry.hash) && !Number.isNaN(Date.parse(String(entry.at))))
        entries.push({
          hash: entry.hash,
          at: String(entry.at),
          action: entry.action === 'retention_erase' ? 'retention_erase' : 'erase',
        });
    } catch {
      // An empty or torn line.
    }
  }
  return entries;
}
