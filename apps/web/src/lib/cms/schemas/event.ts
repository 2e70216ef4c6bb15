import { z } from 'zod';
import { optionalText } from './fields';

export const eventSchema = z.object({
  title: z.string(),
  url: optionalText,
  dateStart: z.string(),
  dateEnd: z.string().nullish(),
  location: optionalText,
  description: optionalText,
});

export type EventItem = z.infer<typeof eventSchema>;
