import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

/** A read of the admin's API as a panel shows it: under way, failed (with a retry), or its answer. */
export type AdminRead<T> =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'loaded'; value: T };

type Kept = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; body: unknown };

/**
 * One GET of the admin's API with the admin's own sign-in (`useFetchClient`), for a side panel:
 * read again when `path` or `version` (the entry's `updatedAt`: after each save) changes, and on
 * a retry. `path` null reads nothing (the panel of another content type). `pick` takes what the
 * panel shows out of the answer's body.
 */
export function useAdminRead<T>(path: string | null, pick: (body: never) => T, version?: string): AdminRead<T> {
  const { get } = useFetchClient();
  const [kept, setKept] = useState<Kept>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    get(path).then(
      (answer) => {
        if (current) setKept({ state: 'loaded', body: answer.data });
      },
      () => {
        if (current) setKept({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [path, version, get, attempt]);
  if (kept.state === 'loaded') return { state: 'loaded', value: pick(kept.body as never) };
  if (kept.state === 'failed') return { state: 'failed', retry: () => setAttempt((n) => n + 1) };
  return kept;
}
