import { getTranslations } from 'next-intl/server';
import { defineBlock } from './define';
import styles from './blocks.module.css';
import { Section } from '@/components/section';
import { keyFactsSchema, type KeyFacts } from '@/lib/cms/schemas/course-facts';

async function KeyDatas({ data }: { data: KeyFacts }) {
  const t = await getTranslations('single');
  const rows: Array<[string, string | number | null | undefined]> = [
    [t('level'), data.level],
    [t('duration'), data.duration],
    [t('ects'), data.ects],
    [t('rncp'), data.recognition],
    [t('rhythm'), data.rhythm],
    [t('language'), data.language],
    [t('intakes'), data.intakes],
    [t('campuses'), data.campuses],
    [t('feesEu'), data.tuitionFeesEu],
    [t('feesInternational'), data.tuitionFeesInternational],
  ];
  return (
    <Section title={t('keyDatas')}>
      <dl className={styles.facts}>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Section>
  );
}

export const keyDatasBlock = defineBlock({ uid: 'blocks.key-datas', schema: keyFactsSchema, Component: KeyDatas });
