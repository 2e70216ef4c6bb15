import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::stage-change.stage-change');
