import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { eventually } from './site';

// A site's lead outbox (src/lib/leads/outbox.ts): a lead is written there before the visitor is
// answered, and removed once the CMS has stored it (or set aside in `dead-letter` if it refused
// it). So once `pending` is empty, the CMS holds every lead the site had accepted by then.

/** The outbox of the site `npm test` started. */
export function siteOutbox(): string {
  const dir = process.env.LEADS_OUTBOX_DIR;
  if (!dir) throw new Error('LEADS_OUTBOX_DIR is not set: run the integration tests through "npm test".');
  return dir;
}

const files = (dir: string) => {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    // No lead yet: the outbox makes its folders with the first.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** The lead files waiting for the CMS. */
export const pendingIn = (outbox: string) => files(join(outbox, 'pending'));

/** Resolves once every lead the site had accepted has been delivered (or set aside). */
export async function outboxDrained(outbox = siteOutbox()): Promise<void> {
  await eventually(async () => expect(pendingIn(outbox)).toEqual([]), 60_000);
}

/** The e-mail addresses of the leads the CMS refused, set aside in the outbox. */
export const setAside = (outbox = siteOutbox()): string[] =>
  files(join(outbox, 'dead-letter')).map(
    (name) =>
      (JSON.parse(readFileSync(join(outbox, 'dead-letter', name), 'utf8')) as { record: { email: string } }).record
        .email,
  );
