import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from './define';
import { listOf, optionalText, textItems } from './fields';
import styles from './blocks.module.css';
import { Section } from '@/components/section';
import { TickList } from './tick-list';

const schema = z.object({
  title: optionalText,
  routes: listOf(z.object({ id: z.number(), title: z.string(), description: optionalText, points: textItems })),
});

async function TwoRoutes({ data }: { data: z.infer<typeof schema> }) {
  const t = await getTranslations('single');
  return (
    <Section title={data.title ?? t('routes')}>
      <div className={styles.columns}>
        {data.routes.map((route) => (
          <article key={route.id} className={styles.card}>
            <h3>{route.title}</h3>
            {route.description && <p>{route.description}</p>}
            <TickList items={route.points} />
          </article>
        ))}
      </div>
    </Section>
  );
}

export const twoRoutesBlock = defineBlock({
  uid: 'blocks.two-routes',
  schema,
  Component: TwoRoutes,
});
