import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::graduation-level.graduation-level');
