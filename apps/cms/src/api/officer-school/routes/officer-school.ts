import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::officer-school.officer-school');
