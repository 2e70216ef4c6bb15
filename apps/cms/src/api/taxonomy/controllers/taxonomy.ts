import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mergeDictionaries, type Dictionary } from '../services/merge';

const isTree = (value: unknown): value is Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export default factories.createCoreController('api::taxonomy.taxonomy', ({ strapi }) => ({
  /**
   * Merges the site's built-in dictionary into the stored one. Texts already stored (edited
   * by editors) win; keys the site adds are stored. Answers the merged dictionary, without
   * its state field.
   */
  async update(ctx) {
    const body = (ctx.request as { body?: unknown }).body;
    const posted = isTree(body) && isTree(body.data) ? body.data : body;
    if (!isTree(posted) || !isTree(posted.fr) || !isTree(posted.en)) {
      throw new errors.ValidationError('The body must be a dictionary with "fr" and "en" trees.');
    }
    const documents = strapi.documents('api::taxonomy.taxonomy');
    const stored = await documents.findFirst({});
    const fr = mergeDictionaries(posted.fr, isTree(stored?.fr) ? stored.fr : {});
    const en = mergeDictionaries(posted.en, isTree(stored?.en) ? stored.en : {});
    const state = { syncedAt: new Date().toISOString() };
    if (stored) await documents.update({ documentId: stored.documentId, data: { fr, en, state } });
    else await documents.create({ data: { fr, en, state } });
    ctx.body = { data: { fr, en } };
  },
}));
