import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::figs-lives.figs-live');
