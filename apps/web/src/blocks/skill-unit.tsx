import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText, textItems } from './fields';
import styles from './blocks.module.css';

const schema = z.object({
  title: optionalText,
  intro: optionalText,
  blocs: z
    .array(z.object({ id: z.number(), title: z.string(), skills: textItems }))
    .nullish()
    .transform((b) => b ?? []),
});

async function SkillUnit({ data }: { data: z.infer<typeof schema> }) {
  const t = await getTranslations('single');
  return (
    <section className={styles.block}>
      <h2>{data.title ?? t('skills')}</h2>
      {data.intro && <p>{data.intro}</p>}
      <ol className={styles.cards}>
        {data.blocs.map((bloc) => (
          <li key={bloc.id} className={styles.card}>
            <h3>{bloc.title}</h3>
            <ul className={styles.ticks}>
              {bloc.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const skillUnitBlock = defineBlock({
  uid: 'blocks.skill-unit',
  schema,
  Component: SkillUnit,
});
