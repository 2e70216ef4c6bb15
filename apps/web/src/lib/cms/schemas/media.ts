import { z } from 'zod';
import { optionalOf } from './fields';

export type Media = { src: string; alt: string; width: number | null; height: number | null };

// Strapi's local upload provider answers /uploads/… paths, which this site serves itself (see
// app/uploads); a cloud provider answers absolute URLs, kept as they are.
export const mediaSchema = z
  .object({
    url: z.string().min(1),
    alternativeText: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
  })
  .transform(
    (m): Media => ({ src: m.url, alt: m.alternativeText ?? '', width: m.width ?? null, height: m.height ?? null }),
  );

export const optionalMedia = optionalOf(mediaSchema);
