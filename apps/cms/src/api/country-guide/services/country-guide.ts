import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::country-guide.country-guide');
