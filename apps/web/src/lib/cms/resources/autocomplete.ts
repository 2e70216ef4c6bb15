import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsReadSilently } from '../client';
import { singleOf } from '../schemas/strapi';

const programCategorySchema = z.object({ documentId: z.string(), titre: z.string(), slug: z.string() });
export type ProgramCategory = z.infer<typeof programCategorySchema>;

/** Spec 7: GET /categorie-de-programmes/autocomplete. A side list: empty when it cannot be read. */
export async function getProgramCategories(locale: Locale): Promise<ProgramCategory[]> {
  const answer = await cmsReadSilently({
    scope: 'program categories',
    path: '/categorie-de-programmes/autocomplete',
    locale,
    schema: singleOf(z.array(programCategorySchema)),
    resources: ['categorie-de-programmes'],
  });
  return answer?.data ?? [];
}
