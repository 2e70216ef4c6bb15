import { z } from 'zod';

/**
 * Strapi's answer for a collection: `{ data: [...], meta: { pagination } }`; the pagination has
 * its `total` unless the read asked for no count (`withCount: false`).
 */
export const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ pagination: z.object({ total: z.number().optional() }).optional() }).optional(),
  });

/**
 * Strapi's answer for one page of a collection asked with `pagination[page]` and
 * `pagination[pageSize]`: the page's entries, and how many there are in all (its count query).
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
    }),
  });

/** Strapi's answer for a single type or a custom route: `{ data: ... }`. */
export const singleOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** The content of an answer. */
export const dataOf = <T>(answer: { data: T }): T => answer.data;

/** The first entry of a collection answer, or null when it is empty. */
export const firstOf = <T>(answer: { data: T[] }): T | null => answer.data[0] ?? null;
