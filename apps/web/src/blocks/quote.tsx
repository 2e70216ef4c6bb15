import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText } from './fields';
import styles from './blocks.module.css';
import { Section } from '@/components/section';

const schema = z.object({ text: z.string(), author: z.string(), role: optionalText });

function Quote({ data }: { data: z.infer<typeof schema> }) {
  return (
    <Section>
      <figure className={styles.quote}>
        <blockquote>
          <p>{data.text}</p>
        </blockquote>
        <figcaption>
          {data.author}
          {data.role && <span>, {data.role}</span>}
        </figcaption>
      </figure>
    </Section>
  );
}

export const quoteBlock = defineBlock({ uid: 'blocks.quote', schema, Component: Quote });
