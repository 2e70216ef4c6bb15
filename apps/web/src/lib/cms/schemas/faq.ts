import { z } from 'zod';
import { optionalText } from './fields';

export const faqSchema = z.object({
  documentId: z.string(),
  question: z.string(),
  answer: z.string(),
  category: optionalText,
  order: z.number().nullish(),
});

export type Faq = z.infer<typeof faqSchema>;
