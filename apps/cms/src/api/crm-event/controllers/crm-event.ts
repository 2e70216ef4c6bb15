import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::crm-event.crm-event');
