import { z } from 'zod';
import { defineBlock } from './define';
import { optionalText, textItems } from './fields';
import { Section } from '@/components/section';
import { TickList } from './tick-list';

const schema = z.object({ title: optionalText, items: textItems });

function Checklist({ data }: { data: z.infer<typeof schema> }) {
  return (
    <Section title={data.title}>
      <TickList items={data.items} />
    </Section>
  );
}

export const checklistBlock = defineBlock({ uid: 'blocks.checklist', schema, Component: Checklist });
