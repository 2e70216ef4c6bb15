import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::officer-school.officer-school');
