import { Prose } from './prose';
import styles from './disclosure-list.module.css';

export type Disclosure = { key: string | number; summary: string; body: string };

/** Questions and answers (accordion, FAQ) as native disclosures: keyboard and screen readers, no script. */
export function DisclosureList({ items }: { items: Disclosure[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.key}>
          <summary>{item.summary}</summary>
          <Prose>{item.body}</Prose>
        </details>
      ))}
    </div>
  );
}
