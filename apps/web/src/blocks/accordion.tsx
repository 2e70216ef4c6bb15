import Markdown from 'react-markdown';
import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText } from './fields';
import styles from './blocks.module.css';

const schema = z.object({
  title: optionalText,
  items: z
    .array(z.object({ id: z.number(), title: z.string(), body: z.string() }))
    .nullish()
    .transform((i) => i ?? []),
});

// Native <details> elements: keyboard and screen-reader support without client JavaScript.
function Accordion({ data }: { data: z.infer<typeof schema> }) {
  return (
    <section className={styles.block}>
      {data.title && <h2>{data.title}</h2>}
      <div className={styles.accordion}>
        {data.items.map((item) => (
          <details key={item.id}>
            <summary>{item.title}</summary>
            <div className={styles.prose}>
              <Markdown>{item.body}</Markdown>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

export const accordionBlock = defineBlock({ uid: 'blocks.accordion', schema, Component: Accordion });
