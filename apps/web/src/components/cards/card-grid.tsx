import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

type Props = {
  /** How wide a card may shrink before the grid drops a column: logos, cards, or wide office cards. */
  size?: 'small' | 'medium' | 'large';
  /** `ol` where the order means something (the units of a degree). */
  as?: 'ul' | 'ol';
  children: ReactNode;
};

/** The grid every list of cards uses; its items are `<li>`. */
export function CardGrid({ size = 'medium', as: List = 'ul', children }: Props) {
  return <List className={`${styles.grid} ${styles[size]}`}>{children}</List>;
}
