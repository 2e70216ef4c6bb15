import { z } from 'zod';
import { optionalText } from '@/lib/cms/schemas/strapi';

/** A repeatable list of `{ text }` items, read as strings. */
export const textItems = z
  .array(z.object({ text: z.string() }))
  .nullish()
  .transform((items) => (items ?? []).map((item) => item.text));

export { optionalText };
