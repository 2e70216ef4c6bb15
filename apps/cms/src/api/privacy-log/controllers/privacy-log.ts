import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::privacy-log.privacy-log');
