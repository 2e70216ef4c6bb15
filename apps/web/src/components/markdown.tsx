import Markdown from 'react-markdown';
import styles from '@/blocks/blocks.module.css';

/** Editors' markdown, rendered on the server to React elements (no raw HTML, so no injected markup). */
export function Prose({ children }: { children: string }) {
  return (
    <div className={styles.prose}>
      <Markdown>{children}</Markdown>
    </div>
  );
}
