import 'server-only';
import { z } from 'zod';
import { contentPath } from '@/i18n/content-paths';
import type { PreviewTarget } from '@/lib/preview/preview-token';
import { cmsRequest } from '../client';
import { isCmsError } from '../errors';
import { singleOf } from '../schemas/strapi';
import { cmsResources } from '../tags';

const entrySchema = singleOf(z.object({ slug: z.string(), landing: z.object({ slug: z.string() }).nullish() }));

/**
 * The page of the site that shows a document, in the target's language and status (the draft
 * for a preview), or null when the CMS has no such document in that language yet.
 */
export async function previewPath({ uid, documentId, locale, status }: PreviewTarget): Promise<string | null> {
  let entry: z.infer<typeof entrySchema>['data'];
  try {
    ({ data: entry } = await cmsRequest({
      scope: 'preview',
      path: `/${cmsResources[uid]}/${documentId}`,
      query: {
        status,
        fields: ['slug'],
        ...(uid === 'api::article.article' ? { populate: { landing: { fields: ['slug'] } } } : {}),
      },
      locale,
      schema: entrySchema,
    }));
  } catch (error) {
    if (isCmsError(error) && error.status === 404) return null;
    throw error;
  }
  switch (uid) {
    case 'api::course.course':
      return contentPath.course(locale, entry.slug);
    case 'api::school.school':
      return contentPath.school(locale, entry.slug);
    case 'api::campus.campus':
      return contentPath.campus(locale, entry.slug);
    case 'api::figs-news.figs-news-item':
      return contentPath.news(locale, entry.slug);
    case 'api::landing.landing':
      return contentPath.landing(locale, entry.slug);
    case 'api::article.article':
      return entry.landing ? contentPath.article(locale, entry.landing.slug, entry.slug) : null;
    case 'api::country-guide.country-guide':
      return contentPath.countryGuide(locale, entry.slug);
  }
}
