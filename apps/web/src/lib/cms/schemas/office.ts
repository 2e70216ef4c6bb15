import { z } from 'zod';
import { optionalText } from './fields';
import { optionalMedia } from './media';

export const officeSchema = z.object({
  title: z.string(),
  slug: z.string(),
  country: z.string(),
  city: z.string(),
  countryCode: optionalText,
  timeZone: optionalText,
  openingHours: optionalText,
  address: optionalText,
  email: optionalText,
  phone: optionalText,
  description: optionalText,
  image: optionalMedia,
});

export type Office = z.infer<typeof officeSchema>;
