import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::crm-event.crm-event');
