'use client';

import { SHORTLIST_MAX } from '@/lib/shortlist/shortlist';
import { toggleSaved, useShortlist } from './use-shortlist';
import styles from './shortlist.module.css';

type Props = {
  /** The course's documentId. */
  id: string;
  /** The same in both states (a toggle's name does not change; `aria-pressed` says the state). */
  label: string;
  /** Why a full shortlist takes no more (a description). */
  fullText: string;
  size?: 'small' | 'large';
};

/**
 * Saves a course to the shortlist, or takes it out. Invisible until hydrated: without JavaScript
 * there is nothing to save to, and a button that does nothing would mislead.
 */
export function SaveButton({ id, label, fullText, size = 'small' }: Props) {
  const saved = useShortlist();
  const pressed = saved?.includes(id) ?? false;
  const full = !pressed && (saved?.length ?? 0) >= SHORTLIST_MAX;
  return (
    <button
      type="button"
      className={`${styles.save} ${styles[size]}`}
      aria-pressed={pressed}
      aria-disabled={full || undefined}
      title={full ? fullText : undefined}
      disabled={saved === null}
      data-ready={saved !== null}
      onClick={() => !full && toggleSaved(id)}
    >
      {label}
    </button>
  );
}
