import { factories } from '@strapi/strapi';
import { autocompleteAction } from '../../../utils/autocomplete';

export default factories.createCoreController('api::campus.campus', ({ strapi }) => ({
  autocomplete: autocompleteAction(strapi, 'api::campus.campus', ['title', 'slug', 'city'], 'title:asc'),
}));
