import { DisclosureList } from '@/components/disclosure-list';
import { Section } from '@/components/section';
import type { Faq } from '@/lib/cms/schemas/faq';

const byCategory = (faqs: Faq[], other: string) =>
  faqs.reduce<Map<string, Faq[]>>((groups, faq) => {
    const key = faq.category ?? other;
    return groups.set(key, [...(groups.get(key) ?? []), faq]);
  }, new Map());

/** The questions of the FAQ, one disclosure each; on the FAQ page they are grouped by category. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <DisclosureList items={faqs.map((faq) => ({ key: faq.documentId, summary: faq.question, body: faq.answer }))} />
  );
}

/** The FAQ page's body: a section per category. */
export function FaqByCategory({ faqs, otherLabel }: { faqs: Faq[]; otherLabel: string }) {
  return [...byCategory(faqs, otherLabel)].map(([category, items]) => (
    <Section key={category} title={category}>
      <FaqList faqs={items} />
    </Section>
  ));
}
