import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::stage-change.stage-change');
