'use client';

import type { ReactNode } from 'react';
import { toggleSaved, useShortlist } from './use-shortlist';
import styles from './shortlist.module.css';

/** Takes a course out of the shortlist (the shortlist page's control); invisible until hydrated. */
export function RemoveButton({ id, children }: { id: string; children: ReactNode }) {
  const saved = useShortlist();
  return (
    <button
      type="button"
      className={styles.remove}
      disabled={saved === null}
      data-ready={saved !== null}
      onClick={() => saved?.includes(id) && toggleSaved(id)}
    >
      {children}
    </button>
  );
}
