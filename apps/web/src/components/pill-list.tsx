import type { ReactNode } from 'react';
import styles from './pill-list.module.css';

export type Pill = { key: string; content: ReactNode };

/** Short items (cities, careers, schools) as a wrapping row of pills. */
export function PillList({ items }: { items: Pill[] }) {
  return (
    <ul className={styles.pills}>
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </ul>
  );
}
