import { z } from 'zod';
import { blocksSchema } from './block';
import { listOf, localizationsSchema, optionalOf, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';
import { livingCostsSchema, tuitionSchema } from './study-costs';

const named = <K extends string>(key: K) =>
  z.object({ [key]: z.string(), slug: z.string() } as Record<K | 'slug', z.ZodString>);

export const courseCardSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  name: z.string(),
  slug: z.string(),
  summary: optionalText,
  image: optionalMedia,
  school: optionalOf(named('name')),
  programCategory: optionalOf(named('titre')),
  graduationLevel: optionalOf(named('label')),
  campuses: listOf(z.object({ title: z.string(), city: z.string() })),
});

export const courseSchema = courseCardSchema.extend({
  locale: z.string(),
  // The course page's budget summary: each campus's living costs, the course's tuition.
  campuses: listOf(
    z.object({ title: z.string(), city: z.string(), slug: z.string(), livingCosts: optionalOf(livingCostsSchema) }),
  ),
  tuition: optionalOf(tuitionSchema),
  entryYears: listOf(named('label')),
  blocks: blocksSchema,
  seo: seoSchema,
  localizations: localizationsSchema,
});

/** What the comparison shows of a course: its facts come from its key-facts and after-the-course blocks. */
export const comparedCourseSchema = courseCardSchema
  .pick({ documentId: true, title: true, slug: true, school: true, graduationLevel: true, campuses: true })
  .extend({ entryYears: listOf(named('label')), blocks: blocksSchema, localizations: localizationsSchema });

export type CourseCard = z.infer<typeof courseCardSchema>;
export type Course = z.infer<typeof courseSchema>;
export type ComparedCourse = z.infer<typeof comparedCourseSchema>;
