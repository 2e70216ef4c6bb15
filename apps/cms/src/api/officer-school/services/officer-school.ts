import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::officer-school.officer-school');
