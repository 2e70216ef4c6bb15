import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::categorie-de-programme.categorie-de-programme');
