import { factories } from '@strapi/strapi';
import { requestLocale } from '../../../utils/locale';
import { now } from '../../../utils/now';

export default factories.createCoreController('api::figs-lives.figs-live', ({ strapi }) => ({
  /** The next live session to come (the earliest one not yet started), or null. */
  async next(ctx) {
    const locale = requestLocale(ctx.query);
    const live = await strapi.documents('api::figs-lives.figs-live').findFirst({
      locale,
      status: 'published',
      filters: { publishDate: { $gte: now().toISOString() } },
      sort: 'publishDate:asc',
      populate: ['posterframe'],
    });
    ctx.body = { data: live ?? null };
  },
}));
