import { z } from 'zod';

/** A string field an editor may leave empty, read as a string or null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));

/** Keys or codes an editor types separated by commas (`admission,housing`), as a list; empty when blank. */
export const commaList = optionalText.transform((items) =>
  items
    ? items
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [],
);

/** A repeatable field or a to-many relation, read as a list (empty when absent). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items): z.infer<T>[] => items ?? []);

/** A to-one relation, read as the entry or null. */
export const optionalOf = <T extends z.ZodType>(item: T) =>
  item.nullish().transform((value): z.infer<T> | null => value ?? null);

/** `localizations` populated with slug and locale: how a page finds its translation. */
export const localizationsSchema = listOf(z.object({ slug: z.string(), locale: z.string() }));
