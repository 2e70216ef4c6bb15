import { z } from 'zod';
import { DisclosureList } from '@/components/disclosure-list';
import { Section } from '@/components/section';
import { defineBlock } from './define';
import { listOf, optionalText } from './fields';

const schema = z.object({
  title: optionalText,
  items: listOf(z.object({ id: z.number(), title: z.string(), body: z.string() })),
});

function Accordion({ data }: { data: z.infer<typeof schema> }) {
  return (
    <Section title={data.title}>
      <DisclosureList items={data.items.map((item) => ({ key: item.id, summary: item.title, body: item.body }))} />
    </Section>
  );
}

export const accordionBlock = defineBlock({ uid: 'blocks.accordion', schema, Component: Accordion });
