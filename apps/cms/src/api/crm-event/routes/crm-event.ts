import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::crm-event.crm-event');
