import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::country-guide.country-guide');
