// An application's answers not yet saved by the CMS, kept in the browser's storage while the
// connection is down (components/application/field-autosave.ts): a reload, a closed tab or a
// phone's browser restarted loses nothing. Each entry holds one step's unsent answers, deleted once
// the CMS has them, and every entry at the sign-out (a shared phone keeps nobody's answers).

const PREFIX = 'horizon-application:';

/**
 * A step's unsent answers are kept 30 days after they were last written, the longest a session
 * lasts: a phone left offline, or a shared one whose applicant never came back, does not keep them
 * for ever.
 */
export const DRAFT_LIFETIME_MS = 30 * 24 * 3_600_000;

type Entry = { at: number; values: Record<string, string> };

const keyOf = (reference: string, step: string) => `${PREFIX}${reference}:${step}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private mode, a policy): the answers are then kept in the page only.
    return null;
  }
}

/** An entry as stored; null for anything else (another shape, a value edited by hand). */
function entryOf(stored: string | null): Entry | null {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (typeof value !== 'object' || value === null || !('at' in value) || !('values' in value)) return null;
    const { at, values } = value;
    if (typeof at !== 'number' || typeof values !== 'object' || values === null) return null;
    const strings = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { at, values: Object.fromEntries(strings) };
  } catch {
    return null;
  }
}

const fresh = (entry: Entry | null, now: number): entry is Entry =>
  entry !== null && now - entry.at <= DRAFT_LIFETIME_MS;

/** The step's unsent answers on this device; none once they are past their lifetime (then deleted). */
export function readDraft(reference: string, step: string): Record<string, string> {
  const store = storage();
  const key = keyOf(reference, step);
  const entry = entryOf(store?.getItem(key) ?? null);
  if (fresh(entry, Date.now())) return entry.values;
  store?.removeItem(key);
  return {};
}

export function writeDraft(reference: string, step: string, values: Record<string, string>): void {
  try {
    if (Object.keys(values).length === 0) storage()?.removeItem(keyOf(reference, step));
    else storage()?.setItem(keyOf(reference, step), JSON.stringify({ at: Date.now(), values } satisfies Entry));
  } catch {
    // Full or refused: the answers stay in the page, and are sent from there.
  }
}

/** Deletes every application's drafts past their lifetime on this device (any applicant's). */
export function forgetStaleDrafts(): void {
  const store = storage();
  if (!store) return;
  const now = Date.now();
  for (const key of Object.keys(store))
    if (key.startsWith(PREFIX) && !fresh(entryOf(store.getItem(key)), now)) store.removeItem(key);
}

/** Forgets every draft on this device. */
export function forgetDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
