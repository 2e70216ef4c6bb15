import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from './define';
import { listOf, optionalText, textItems } from './fields';
import styles from './blocks.module.css';
import { CardGrid } from '@/components/cards/card-grid';
import { Section } from '@/components/section';
import { TickList } from './tick-list';

const schema = z.object({
  title: optionalText,
  intro: optionalText,
  blocs: listOf(z.object({ id: z.number(), title: z.string(), skills: textItems })),
});

async function SkillUnit({ data }: { data: z.infer<typeof schema> }) {
  const t = await getTranslations('single');
  return (
    <Section title={data.title ?? t('skills')}>
      {data.intro && <p>{data.intro}</p>}
      <CardGrid as="ol" size="small">
        {data.blocs.map((bloc) => (
          <li key={bloc.id} className={styles.card}>
            <h3>{bloc.title}</h3>
            <TickList items={bloc.skills} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export const skillUnitBlock = defineBlock({
  uid: 'blocks.skill-unit',
  schema,
  Component: SkillUnit,
});
