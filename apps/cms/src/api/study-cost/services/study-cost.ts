import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::study-cost.study-cost');
