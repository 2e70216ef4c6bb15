import { factories } from '@strapi/strapi';
import { courseSearchAction } from '../../../features/course-search/course-search-action';
import { autocompleteAction } from '../../../utils/autocomplete';

export default factories.createCoreController('api::course.course', ({ strapi }) => ({
  autocomplete: autocompleteAction(strapi, 'api::course.course', ['title', 'name', 'slug'], 'title:asc'),
  search: courseSearchAction(strapi),
}));
