import { z } from 'zod';

/** A dynamic-zone entry, validated later by the block registry so one bad block never breaks a page. */
export const rawBlockSchema = z.looseObject({ __component: z.string(), id: z.number().optional() });
export type RawBlock = z.infer<typeof rawBlockSchema>;

export const blocksSchema = z
  .array(rawBlockSchema)
  .nullish()
  .transform((b): RawBlock[] => b ?? []);
