import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText, textItems } from './fields';
import styles from './blocks.module.css';

const schema = z.object({ title: optionalText, items: textItems });

function Checklist({ data }: { data: z.infer<typeof schema> }) {
  return (
    <section className={styles.block}>
      {data.title && <h2>{data.title}</h2>}
      <ul className={styles.ticks}>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export const checklistBlock = defineBlock({ uid: 'blocks.checklist', schema, Component: Checklist });
