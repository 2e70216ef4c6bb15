import { z } from 'zod';
import { optionalText } from './fields';

export const eventSchema = z.object({
  // Events have no slug: their calendar file is named by the document id (the same in both languages).
  documentId: z.string(),
  title: z.string(),
  url: optionalText,
  dateStart: z.string(),
  dateEnd: z.string().nullish(),
  location: optionalText,
  /** Where it is held, for the country guides: a country (ISO code); none: France or online. */
  countryCode: optionalText.optional(),
  online: z.boolean().nullish().transform(Boolean),
  /** Online: its recording is sent to those registered. */
  recorded: z.boolean().nullish().transform(Boolean),
  description: optionalText,
});

export type EventItem = z.infer<typeof eventSchema>;
