import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::applicant-session.applicant-session');
