import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::country-guide.country-guide');
