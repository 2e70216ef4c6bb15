// An application's answers not yet saved by the CMS, kept in the browser's storage while the
// connection is down (components/application/field-autosave.ts): a reload, a closed tab or a
// phone's browser restarted loses nothing. Each entry holds one step's unsent answers, and those
// the CMS saved after the page was read (a reload racing a save: the new page was read before the
// save, and is shown them from here), each deleted once a page read shows it; every entry goes at
// the sign-out (a shared phone keeps nobody's answers).

const PREFIX = 'horizon-application:';

/**
 * A step's unsent answers are kept 30 days after they were last written, the longest a session
 * lasts: a phone left offline, or a shared one whose applicant never came back, does not keep them
 * for ever.
 */
export const DRAFT_LIFETIME_MS = 30 * 24 * 3_600_000;

/** An answer the CMS saved, with the application's `savedAt` (the CMS's clock) of that save. */
export type SentAnswer = { value: string; savedAt: string };

/** A step's answers on this device: unsent (`values`), and sent but perhaps not yet on a page (`sent`). */
export type Draft = { values: Record<string, string>; sent: Record<string, SentAnswer> };

type Entry = Draft & { at: number };

const EMPTY: Draft = { values: {}, sent: {} };

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
    // An entry written before the sent answers were kept has none.
    const sent = 'sent' in value && typeof value.sent === 'object' && value.sent !== null ? value.sent : {};
    const answers = Object.entries(sent).filter(
      (entry): entry is [string, SentAnswer] =>
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        typeof (entry[1] as Partial<SentAnswer>).value === 'string' &&
        typeof (entry[1] as Partial<SentAnswer>).savedAt === 'string',
    );
    return { at, values: Object.fromEntries(strings), sent: Object.fromEntries(answers) };
  } catch {
    return null;
  }
}

const fresh = (entry: Entry | null, now: number): entry is Entry =>
  entry !== null && now - entry.at <= DRAFT_LIFETIME_MS;

/** The step's answers on this device; none once they are past their lifetime (then deleted). */
export function readDraft(reference: string, step: string): Draft {
  const store = storage();
  const key = keyOf(reference, step);
  const entry = entryOf(store?.getItem(key) ?? null);
  if (fresh(entry, Date.now())) return { values: entry.values, sent: entry.sent };
  store?.removeItem(key);
  return EMPTY;
}

export function writeDraft(reference: string, step: string, { values, sent }: Draft): void {
  try {
    if (Object.keys(values).length === 0 && Object.keys(sent).length === 0)
      storage()?.removeItem(keyOf(reference, step));
    else storage()?.setItem(keyOf(reference, step), JSON.stringify({ at: Date.now(), values, sent } satisfies Entry));
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
