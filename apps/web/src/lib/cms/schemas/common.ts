import { z } from 'zod';

/** `localizations` populated with slug and locale: how a page finds its translation. */
export const localizationsSchema = z
  .array(z.object({ slug: z.string(), locale: z.string() }))
  .nullish()
  .transform((l) => l ?? []);

export const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items): z.infer<T>[] => items ?? []);
