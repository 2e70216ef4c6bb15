// An application's answers not yet saved by the CMS, kept in the browser's storage while the
// connection is down (components/application/field-autosave.ts): a reload, a closed tab or a
// phone's browser restarted loses nothing. Each entry holds one step's unsent answers, deleted once
// the CMS has them, and every entry at the sign-in page (a shared phone keeps nobody's answers).

const PREFIX = 'horizon-application:';

const keyOf = (reference: string, step: string) => `${PREFIX}${reference}:${step}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private mode, a policy): the answers are then kept in the page only.
    return null;
  }
}

/** The step's unsent answers on this device. */
export function readDraft(reference: string, step: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(keyOf(reference, step)) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function writeDraft(reference: string, step: string, values: Record<string, string>): void {
  try {
    if (Object.keys(values).length === 0) storage()?.removeItem(keyOf(reference, step));
    else storage()?.setItem(keyOf(reference, step), JSON.stringify(values));
  } catch {
    // Full or refused: the answers stay in the page, and are sent from there.
  }
}

/** Forgets every draft on this device. */
export function forgetDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
