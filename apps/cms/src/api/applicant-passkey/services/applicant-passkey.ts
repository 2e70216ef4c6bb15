import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::applicant-passkey.applicant-passkey');
