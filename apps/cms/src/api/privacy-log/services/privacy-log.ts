import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::privacy-log.privacy-log');
