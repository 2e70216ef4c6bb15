import { z } from 'zod';
import { optionalText } from './fields';
import { optionalMedia } from './media';

export const liveSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: optionalText,
  publishDate: z.string(),
  durationMinutes: z.number().nullish(),
  posterframe: optionalMedia,
  videoUrl: optionalText,
  registrationUrl: optionalText,
});

export type Live = z.infer<typeof liveSchema>;
