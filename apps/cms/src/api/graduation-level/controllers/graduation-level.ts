import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::graduation-level.graduation-level');
