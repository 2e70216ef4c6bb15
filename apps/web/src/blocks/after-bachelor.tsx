import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { defineBlock } from './define';
import styles from './blocks.module.css';
import { PillList } from '@/components/pill-list';
import { Section } from '@/components/section';
import { afterCourseSchema } from '@/lib/cms/schemas/course-facts';
import { TickList } from './tick-list';

async function AfterBachelor({ data }: { data: z.infer<typeof afterCourseSchema> }) {
  const t = await getTranslations('single');
  return (
    <Section title={data.title ?? t('afterwards')}>
      <div className={styles.columns}>
        {data.furtherStudies.length > 0 && (
          <div>
            <h3>{t('furtherStudies')}</h3>
            <TickList items={data.furtherStudies} />
          </div>
        )}
        {data.careers.length > 0 && (
          <div>
            <h3>{t('careers')}</h3>
            <PillList items={data.careers.map((item) => ({ key: item, content: item }))} />
          </div>
        )}
      </div>
    </Section>
  );
}

export const afterBachelorBlock = defineBlock({
  uid: 'blocks.after-bachelor',
  schema: afterCourseSchema,
  Component: AfterBachelor,
});
