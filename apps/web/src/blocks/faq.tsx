import { getLocale } from 'next-intl/server';
import Markdown from 'react-markdown';
import { z } from 'zod';
import { isLocale } from '@/i18n/locales';
import { getFaqs } from '@/lib/cms/resources/lists';
import { defineBlock } from './define';
import { optionalText } from './fields';
import styles from './blocks.module.css';

const schema = z.object({ title: optionalText, category: optionalText });

/** Questions of the FAQ collection (one category, or all), as native disclosures. */
async function FaqBlock({ data }: { data: z.infer<typeof schema> }) {
  const current = await getLocale();
  const faqs = await getFaqs(isLocale(current) ? current : 'fr', data.category ?? undefined).catch(() => []);
  if (faqs.length === 0) return null;
  return (
    <section className={styles.block}>
      {data.title && <h2>{data.title}</h2>}
      <div className={styles.accordion}>
        {faqs.map((faq) => (
          <details key={faq.documentId}>
            <summary>{faq.question}</summary>
            <div className={styles.prose}>
              <Markdown>{faq.answer}</Markdown>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

export const faqBlock = defineBlock({ uid: 'blocks.faq', schema, Component: FaqBlock });
