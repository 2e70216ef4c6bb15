'use client';

import { useShortlist } from './use-shortlist';
import styles from './shortlist.module.css';

/**
 * The number of saved courses, inside the link to the shortlist: " (3)" for screen readers (one
 * text, so the link is named "Ma sélection (3)"), the figure alone on screen. Its box has a
 * fixed width, so the figure arriving moves nothing.
 */
export function ShortlistCount() {
  const saved = useShortlist();
  return (
    <span className={styles.count} data-ready={saved !== null}>
      {saved && (
        <>
          <span className="visually-hidden"> ({saved.length})</span>
          <span aria-hidden="true">{saved.length}</span>
        </>
      )}
    </span>
  );
}
