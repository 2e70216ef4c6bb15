import { z } from 'zod';
import { optionalMedia } from './media';
import { seoSchema } from './seo';
import { optionalText } from './strapi';

const named = <K extends string>(key: K) =>
  z.object({ [key]: z.string(), slug: z.string() } as Record<K | 'slug', z.ZodString>);

export const courseCardSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  name: z.string(),
  slug: z.string(),
  summary: optionalText,
  image: optionalMedia,
  school: named('name')
    .nullish()
    .transform((s) => s ?? null),
  programCategory: named('titre')
    .nullish()
    .transform((c) => c ?? null),
  graduationLevel: named('label')
    .nullish()
    .transform((l) => l ?? null),
  campuses: z
    .array(z.object({ title: z.string(), city: z.string() }))
    .nullish()
    .transform((c) => c ?? []),
});

/** A dynamic-zone entry, validated later by the block registry so one bad block never breaks a page. */
export const rawBlockSchema = z.looseObject({ __component: z.string(), id: z.number().optional() });
export type RawBlock = z.infer<typeof rawBlockSchema>;

export const courseSchema = courseCardSchema.extend({
  locale: z.string(),
  entryYears: z
    .array(z.object({ label: z.string(), slug: z.string() }))
    .nullish()
    .transform((e) => e ?? []),
  blocks: z
    .array(rawBlockSchema)
    .nullish()
    .transform((b) => b ?? []),
  seo: seoSchema,
  localizations: z
    .array(z.object({ slug: z.string(), locale: z.string() }))
    .nullish()
    .transform((l) => l ?? []),
});

export type CourseCard = z.infer<typeof courseCardSchema>;
export type Course = z.infer<typeof courseSchema>;
