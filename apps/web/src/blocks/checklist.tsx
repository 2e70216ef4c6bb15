import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText, textItems } from './fields';
import styles from './blocks.module.css';
import { Section } from '@/components/section';

const schema = z.object({ title: optionalText, items: textItems });

function Checklist({ data }: { data: z.infer<typeof schema> }) {
  return (
    <Section title={data.title}>
      <ul className={styles.ticks}>
        {data.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

export const checklistBlock = defineBlock({ uid: 'blocks.checklist', schema, Component: Checklist });
