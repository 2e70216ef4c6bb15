import Markdown from 'react-markdown';
import styles from './prose.module.css';

/** Editors' markdown, rendered on the server to React elements (no raw HTML, so no injected markup). */
export function Prose({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      <Markdown>{children}</Markdown>
    </div>
  );
}
