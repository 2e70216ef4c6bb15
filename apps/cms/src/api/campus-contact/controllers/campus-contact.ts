import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::campus-contact.campus-contact');
