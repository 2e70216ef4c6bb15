import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

// Which erasures this database is known to hold nothing of: a digest of their keys, kept in the
// database itself (Strapi's store), so that a restored backup brings back its own older digest.
// At a start, every known erasure in the digest means no address needs to be read again: at the
// network's size that read was 3.3 of the CMS's 11.7 s start (apps/web/bench/README.md). Anything
// that loses an update (a crash, two erasures at once, a restore) leaves a digest that does not
// match, and the next start reads every address, as it always did.
const STORE_KEY = 'erasuresVerified';
const EMPTY = Buffer.alloc(32).toString('hex');

const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'privacy' });

/** An erasure's key: the keyed hash of the address and the time it was made, as the ledger and the log both hold them. */
export const erasureKey = (hash: string, at: Date | string): string => `${hash}@${new Date(at).getTime()}`;

/**
 * The digest of a set of erasures, from the digest of another without one of them: the XOR of
 * their keys' SHA-256. It takes one more key without reading the others, and does not depend on
 * their order.
 */
export function withKeys(digest: string, keys: Iterable<string>): string {
  const sum = Buffer.from(digest, 'hex');
  for (const key of keys) {
    const one = createHash('sha256').update(key).digest();
    for (let at = 0; at < sum.length; at += 1) sum[at]! ^= one[at]!;
  }
  return sum.toString('hex');
}

const storedDigest = async (strapi: Core.Strapi): Promise<string> => {
  const value: unknown = await store(strapi).get({ key: STORE_KEY });
  return typeof value === 'string' && /^[a-f0-9]{64}$/.test(value) ? value : EMPTY;
};

/** Whether every one of these erasures was verified against this database (or made in it). */
export async function allVerified(strapi: Core.Strapi, keys: ReadonlySet<string>): Promise<boolean> {
  return (await storedDigest(strapi)) === withKeys(EMPTY, keys);
}

/** After every address was read against these erasures: they are the ones this database holds nothing of. */
export async function markVerified(strapi: Core.Strapi, keys: ReadonlySet<string>): Promise<void> {
  await store(strapi).set({ key: STORE_KEY, value: withKeys(EMPTY, keys) });
}

/** After an erasure deleted what this database held of the person: one more it holds nothing of. */
export async function addVerified(strapi: Core.Strapi, key: string): Promise<void> {
  await store(strapi).set({ key: STORE_KEY, value: withKeys(await storedDigest(strapi), [key]) });
}
