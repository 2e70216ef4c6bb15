import { z } from 'zod';
import { listOf } from '@/lib/cms/schemas/fields';

/** A repeatable list of `{ text }` items, read as strings. */
export const textItems = listOf(z.object({ text: z.string() })).transform((items) => items.map((item) => item.text));

export { listOf, optionalText } from '@/lib/cms/schemas/fields';
