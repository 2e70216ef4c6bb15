import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::admissions-setting.admissions-setting');
