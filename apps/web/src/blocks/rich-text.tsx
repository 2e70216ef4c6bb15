import { z } from 'zod';
import { Prose } from '@/components/prose';
import { Section } from '@/components/section';
import { defineBlock } from './define';

const schema = z.object({ body: z.string() });

function RichText({ data }: { data: z.infer<typeof schema> }) {
  return (
    <Section>
      <Prose>{data.body}</Prose>
    </Section>
  );
}

export const richTextBlock = defineBlock({ uid: 'blocks.rich-text', schema, Component: RichText });
