import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from './define';
import { listOf, optionalText } from './fields';
import styles from './blocks.module.css';
import { Section } from '@/components/section';

const moduleSchema = z.object({
  id: z.number(),
  period: z.string(),
  title: z.string(),
  ects: z.number().nullish(),
  description: optionalText,
});
const schema = z.object({
  title: optionalText,
  modules: listOf(moduleSchema),
});

type Module = z.infer<typeof moduleSchema>;

const byPeriod = (modules: Module[]) =>
  modules.reduce<Map<string, Module[]>>(
    (groups, m) => groups.set(m.period, [...(groups.get(m.period) ?? []), m]),
    new Map(),
  );

async function TeachingUnit({ data }: { data: z.infer<typeof schema> }) {
  const t = await getTranslations('single');
  return (
    <Section title={data.title ?? t('modules')}>
      {[...byPeriod(data.modules)].map(([period, modules]) => (
        <div key={period} className={styles.period}>
          <h3>{period}</h3>
          <ul className={styles.modules}>
            {modules.map((m) => (
              <li key={m.id}>
                <span>{m.title}</span>
                {m.ects ? <span className={styles.ects}>{t('ectsShort', { count: m.ects })}</span> : null}
                {m.description && <p>{m.description}</p>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

export const teachingUnitBlock = defineBlock({
  uid: 'blocks.teaching-unit',
  schema,
  Component: TeachingUnit,
});
