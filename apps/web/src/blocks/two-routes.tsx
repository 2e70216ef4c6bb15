import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText, textItems } from './fields';
import styles from './blocks.module.css';

const schema = z.object({
  title: optionalText,
  routes: z
    .array(z.object({ id: z.number(), title: z.string(), description: optionalText, points: textItems }))
    .nullish()
    .transform((r) => r ?? []),
});

async function TwoRoutes({ data }: { data: z.infer<typeof schema> }) {
  const t = await getTranslations('single');
  return (
    <section className={styles.block}>
      <h2>{data.title ?? t('routes')}</h2>
      <div className={styles.columns}>
        {data.routes.map((route) => (
          <article key={route.id} className={styles.card}>
            <h3>{route.title}</h3>
            {route.description && <p>{route.description}</p>}
            <ul className={styles.ticks}>
              {route.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}

export const twoRoutesBlock = defineBlock({
  uid: 'blocks.two-routes',
  schema,
  Component: TwoRoutes,
});
