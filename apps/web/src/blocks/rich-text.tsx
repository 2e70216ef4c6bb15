import Markdown from 'react-markdown';
import { z } from 'zod';
import { defineBlock } from './define';
import styles from './blocks.module.css';

const schema = z.object({ body: z.string() });

// react-markdown renders to React elements on the server (no raw HTML), so editors' text cannot inject markup.
function RichText({ data }: { data: z.infer<typeof schema> }) {
  return (
    <div className={`${styles.block} ${styles.prose}`}>
      <Markdown>{data.body}</Markdown>
    </div>
  );
}

export const richTextBlock = defineBlock({ uid: 'blocks.rich-text', schema, Component: RichText });
