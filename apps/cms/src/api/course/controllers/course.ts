import { factories } from '@strapi/strapi';
import { autocompleteAction } from '../../../utils/autocomplete';

export default factories.createCoreController('api::course.course', ({ strapi }) => ({
  autocomplete: autocompleteAction(strapi, 'api::course.course', ['title', 'name', 'slug'], 'title:asc'),
}));
