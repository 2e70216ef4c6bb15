import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { dataOf, singleOf } from '../schemas/strapi';

const programCategorySchema = z.object({ documentId: z.string(), titre: z.string(), slug: z.string() });
export type ProgramCategory = z.infer<typeof programCategorySchema>;

/** Spec 7: GET /categorie-de-programmes/autocomplete. A decoration. */
export const getProgramCategories = optionalGetter(
  (locale: Locale) => ({
    scope: 'program categories',
    path: '/categorie-de-programmes/autocomplete',
    locale,
    schema: singleOf(z.array(programCategorySchema)),
    resources: ['categorie-de-programmes'],
  }),
  dataOf,
);
