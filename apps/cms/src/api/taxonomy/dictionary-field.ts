import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isTree, textsOverLimit, DICTIONARY_TEXT_MAX } from '../../admin/dictionary-tree';

const TAXONOMY_UID = 'api::taxonomy.taxonomy';

/**
 * The dictionary's `fr` and `en` trees are edited text by text in the admin (a custom field whose
 * input is src/admin/dictionary-editor.tsx) and stored as JSON, as /taxonomy/update
 * (requirements 7) expects. A text over 250 characters typed in the admin is refused with the
 * keys at fault.
 */
export function registerDictionaryField(strapi: Core.Strapi): void {
  strapi.customFields.register({ name: 'dictionary', type: 'json' });

  strapi.documents.use(async (context, next) => {
    if (context.uid !== TAXONOMY_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    if (!(strapi.requestContext.get()?.request.path ?? '').startsWith('/content-manager/')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
    const tooLong = (['fr', 'en'] as const).flatMap((language) => {
      const tree = data[language];
      return isTree(tree) ? textsOverLimit(tree).map((key) => `${language}.${key}`) : [];
    });
    if (tooLong.length > 0) {
      throw new errors.ValidationError(
        `${DICTIONARY_TEXT_MAX} caractères au plus par texte : ${tooLong.join(', ')} / ${DICTIONARY_TEXT_MAX} characters at most per text: ${tooLong.join(', ')}`,
      );
    }
    return next();
  });
}
