import { z } from 'zod';

/** Strapi's answer for a collection: `{ data: [...], meta: { pagination } }`. */
export const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ pagination: z.object({ total: z.number() }).optional() }).optional(),
  });

/** Strapi's answer for a single type or a custom route: `{ data: ... }`. */
export const singleOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** A string field an editor may leave empty, read as a string or null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));
