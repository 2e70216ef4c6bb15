import { z } from 'zod';

const ref = z.object({ documentId: z.string(), name: z.string(), slug: z.string() });

/** What a lead form offers to choose: courses (with their school), schools and intakes. */
export const courseOptionSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  school: ref.nullish().transform((s) => s ?? null),
});
export const schoolOptionSchema = ref.extend({
  brochure: z
    .object({ url: z.string().min(1), name: z.string().nullish(), size: z.number().nullish() })
    .nullish()
    .transform((b) => b ?? null),
});
export const intakeOptionSchema = z.object({ documentId: z.string(), label: z.string(), slug: z.string() });

export type CourseOption = z.infer<typeof courseOptionSchema>;
export type SchoolOption = z.infer<typeof schoolOptionSchema>;
export type IntakeOption = z.infer<typeof intakeOptionSchema>;
export type LeadFormOptions = { courses: CourseOption[]; schools: SchoolOption[]; intakes: IntakeOption[] };
