import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::entry-year.entry-year');
