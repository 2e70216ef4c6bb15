'use client';

import { useState, type ReactNode } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/shortlist/shortlist';
import styles from './shortlist.module.css';

type Props = {
  action: string;
  /** How many boxes the server ticked. */
  initiallyChecked: number;
  submitLabel: string;
  hint: string;
  /** The list, whose boxes (`name="course"`) choose the courses. */
  children: ReactNode;
};

const checkedCount = (form: HTMLFormElement) => form.querySelectorAll('input[name="course"]:checked').length;

/**
 * The shortlist as a GET form to the comparison page: its address is the comparison's, rendered
 * on the server. The button is enabled for 2 to 4 ticked courses; the hint says so.
 */
export function CompareForm({ action, initiallyChecked, submitLabel, hint, children }: Props) {
  const [checked, setChecked] = useState(initiallyChecked);
  const ready = checked >= COMPARE_MIN && checked <= COMPARE_MAX;
  return (
    <form action={action} method="get" onChange={(event) => setChecked(checkedCount(event.currentTarget))}>
      <div className={styles.compareBar}>
        <button type="submit" className="button" disabled={!ready} aria-describedby="compare-hint">
          {submitLabel}
        </button>
        <p id="compare-hint" className={styles.hint}>
          {hint}
        </p>
      </div>
      {children}
    </form>
  );
}
