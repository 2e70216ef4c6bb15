import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::privacy-log.privacy-log');
