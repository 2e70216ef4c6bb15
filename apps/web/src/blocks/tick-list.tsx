import styles from './blocks.module.css';

/** Short points (skills, highlights, steps) as a list with ticks. */
export function TickList({ items }: { items: string[] }) {
  return (
    <ul className={styles.ticks}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
