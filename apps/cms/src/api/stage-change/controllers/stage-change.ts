import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::stage-change.stage-change');
