import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::admissions-setting.admissions-setting');
