import 'server-only';
import { z } from 'zod';
import { cmsRequest } from '@/lib/cms/client';
import { singleOf } from '@/lib/cms/schemas/strapi';
import { builtinDictionary } from './builtin';

const answerSchema = singleOf(z.object({ fr: z.unknown(), en: z.unknown() }));

/**
 * Spec 7, POST /taxonomy/update: sends the built-in dictionary so that editors see every key
 * in the CMS. Texts editors changed are kept by the CMS and come back in the answer.
 */
export async function syncDictionary(): Promise<void> {
  await cmsRequest({
    scope: 'taxonomy sync',
    method: 'POST',
    path: '/taxonomy/update',
    locale: 'fr',
    body: builtinDictionary,
    schema: answerSchema,
  });
}
