import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { FaqList } from '@/components/faq/faq-list';
import { Section } from '@/components/section';
import { toLocale } from '@/i18n/locales';
import { getFaqsIfAvailable } from '@/lib/cms/resources/faqs';
import { defineBlock } from './define';
import { optionalText } from './fields';

const schema = z.object({ title: optionalText, category: optionalText });

/** Questions of the FAQ collection (one category, or all); left out when they cannot be read. */
async function FaqBlock({ data }: { data: z.infer<typeof schema> }) {
  const faqs = await getFaqsIfAvailable(toLocale(await getLocale()), data.category ?? undefined);
  if (!faqs?.length) return null;
  return (
    <Section title={data.title}>
      <FaqList faqs={faqs} />
    </Section>
  );
}

export const faqBlock = defineBlock({ uid: 'blocks.faq', schema, Component: FaqBlock });
