import { Prose } from '@/components/markdown';
import type { Faq } from '@/lib/cms/schemas/pages';
import styles from '@/blocks/blocks.module.css';

const byCategory = (faqs: Faq[], other: string) =>
  faqs.reduce<Map<string, Faq[]>>((groups, faq) => {
    const key = faq.category ?? other;
    return groups.set(key, [...(groups.get(key) ?? []), faq]);
  }, new Map());

/** The FAQ grouped by category, each answer in a native disclosure (keyboard and no-JS friendly). */
export function FaqList({ faqs, otherLabel }: { faqs: Faq[]; otherLabel: string }) {
  return [...byCategory(faqs, otherLabel)].map(([category, items]) => (
    <section key={category} className={styles.block}>
      <h2>{category}</h2>
      <div className={styles.accordion}>
        {items.map((faq) => (
          <details key={faq.documentId}>
            <summary>{faq.question}</summary>
            <Prose>{faq.answer}</Prose>
          </details>
        ))}
      </div>
    </section>
  ));
}
