import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::figs-news.figs-news-item');
