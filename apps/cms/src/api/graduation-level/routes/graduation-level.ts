import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::graduation-level.graduation-level');
