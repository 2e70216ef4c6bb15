import type { ReactNode } from 'react';
import styles from './section.module.css';

type Props = {
  /** Its heading (h2); without one, give the section a `label`. */
  title?: string | null;
  label?: string;
  className?: string;
  children: ReactNode;
};

/** A part of a page's content with the site's vertical rhythm: a block, a list, a group of cards. */
export function Section({ title, label, className, children }: Props) {
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      // Not named at all rather than an undefined name, which the flight data would still carry.
      {...(label ? { 'aria-label': label } : {})}
    >
      {title && <h2>{title}</h2>}
      {children}
    </section>
  );
}
