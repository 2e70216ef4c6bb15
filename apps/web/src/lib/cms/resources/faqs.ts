import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { faqSchema } from '../schemas/faq';
import { collectionOf, dataOf } from '../schemas/strapi';

const faqs = (locale: Locale, category?: string) =>
  ({
    scope: 'faq',
    path: '/faqs',
    query: {
      filters: category ? { category: { $eq: category } } : undefined,
      sort: ['order:asc', 'question:asc'],
      pagination: { limit: 200 },
    },
    locale,
    schema: collectionOf(faqSchema),
    resources: ['faqs'],
  }) satisfies Read<unknown>;

/** The FAQ page: every question, or those of one category. */
export const getFaqs = requiredGetter(faqs, dataOf);
/** The questions of a FAQ block: left out when the CMS cannot answer. */
export const getFaqsIfAvailable = optionalGetter(faqs, dataOf);
