import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::entry-year.entry-year');
