import { factories } from '@strapi/strapi';
import { autocompleteAction } from '../../../utils/autocomplete';

export default factories.createCoreController('api::categorie-de-programme.categorie-de-programme', ({ strapi }) => ({
  autocomplete: autocompleteAction(
    strapi,
    'api::categorie-de-programme.categorie-de-programme',
    ['titre', 'slug'],
    'titre:asc',
  ),
}));
