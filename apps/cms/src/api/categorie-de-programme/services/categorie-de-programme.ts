import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::categorie-de-programme.categorie-de-programme');
