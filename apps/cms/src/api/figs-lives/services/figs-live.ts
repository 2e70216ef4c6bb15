import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::figs-lives.figs-live');
