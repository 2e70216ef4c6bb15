import { z } from 'zod';
import { optionalText } from './fields';

/** An intake and its first day of classes (ISO date; an editor may not have set it yet). */
export const intakeDateSchema = z.object({ label: z.string(), slug: z.string(), startDate: optionalText });

export type IntakeDate = z.infer<typeof intakeDateSchema>;
