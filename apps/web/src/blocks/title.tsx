import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText } from './fields';
import styles from './blocks.module.css';

const schema = z.object({ text: z.string(), subtitle: optionalText, level: z.enum(['h2', 'h3']).nullish() });

function Title({ data }: { data: z.infer<typeof schema> }) {
  const Heading = data.level ?? 'h2';
  return (
    <div className={styles.title}>
      <Heading>{data.text}</Heading>
      {data.subtitle && <p>{data.subtitle}</p>}
    </div>
  );
}

export const titleBlock = defineBlock({ uid: 'blocks.title', schema, Component: Title });
