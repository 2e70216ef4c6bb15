import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::study-cost.study-cost');
