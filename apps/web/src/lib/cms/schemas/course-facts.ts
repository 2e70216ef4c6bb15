import { z } from 'zod';
import { listOf, optionalText } from './fields';

/**
 * A repeatable list of `{ text }` items, read as strings: trimmed, the blank ones left out (an
 * editor's empty line is not an item).
 */
export const textItems = listOf(z.object({ text: z.string() })).transform((items) =>
  items.map((item) => item.text.trim()).filter(Boolean),
);

/**
 * The key facts of a course (the `blocks.key-datas` component): what its page lists, its
 * structured data describes and the comparison sets side by side. Level and duration are required
 * in the CMS; intakes and campuses come from the course's relations (components/course/course-facts.ts).
 */
export const keyFactsSchema = z.object({
  level: z.string(),
  ects: z.number().nullish(),
  rncpLevel: z.number().nullish(),
  recognition: optionalText,
  duration: z.string(),
  rhythm: optionalText,
  language: optionalText,
  tuitionFeesEu: optionalText,
  tuitionFeesInternational: optionalText,
  intakes: optionalText,
  campuses: optionalText,
});
export type KeyFacts = z.infer<typeof keyFactsSchema>;

/** What comes after the course (the `blocks.after-bachelor` component): further studies and careers. */
export const afterCourseSchema = z.object({ title: optionalText, furtherStudies: textItems, careers: textItems });
