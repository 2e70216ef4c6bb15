import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::figs-news.figs-news-item');
