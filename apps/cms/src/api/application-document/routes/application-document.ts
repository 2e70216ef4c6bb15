import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::application-document.application-document');
