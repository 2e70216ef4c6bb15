import { z } from 'zod';
import { optionalOf } from './fields';

const ref = z.object({ documentId: z.string(), name: z.string(), slug: z.string() });

/** What a lead form offers to choose: courses (with their school), schools and intakes. */
export const courseOptionSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  school: optionalOf(ref),
});
export const schoolOptionSchema = ref.extend({
  brochure: optionalOf(z.object({ url: z.string().min(1), name: z.string().nullish(), size: z.number().nullish() })),
});
export const intakeOptionSchema = z.object({ documentId: z.string(), label: z.string(), slug: z.string() });

export type CourseOption = z.infer<typeof courseOptionSchema>;
export type SchoolOption = z.infer<typeof schoolOptionSchema>;
export type IntakeOption = z.infer<typeof intakeOptionSchema>;
export type LeadFormOptions = { courses: CourseOption[]; schools: SchoolOption[]; intakes: IntakeOption[] };
