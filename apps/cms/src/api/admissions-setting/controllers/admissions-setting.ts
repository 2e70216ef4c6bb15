import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::admissions-setting.admissions-setting');
