import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::figs-news.figs-news-item');
