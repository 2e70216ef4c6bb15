import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::study-cost.study-cost');
