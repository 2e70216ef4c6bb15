import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::entry-year.entry-year');
