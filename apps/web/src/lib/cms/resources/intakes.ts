import 'server-only';
import type { Locale } from '@/i18n/locales';
import { optionalGetter, requiredGetter } from '../getters';
import { intakeDateSchema } from '../schemas/intake-date';
import { collectionOf, dataOf } from '../schemas/strapi';

// The intakes with their first day, soonest first: the guides' timelines count back from them, and
// a budget is for the academic year of one of them.
const intakeDates = (locale: Locale) => ({
  scope: 'intakes',
  path: '/entry-years',
  query: { fields: ['label', 'slug', 'startDate'], sort: ['startDate:asc'], pagination: { limit: 50 } },
  locale,
  schema: collectionOf(intakeDateSchema),
  resources: ['entry-years'] as const,
});

/** For the calculator, which cannot date a budget without them. */
export const getIntakeDates = requiredGetter(intakeDates, dataOf);
/** For a guide, whose timeline is left out when the CMS cannot answer. */
export const getIntakeDatesIfAvailable = optionalGetter(intakeDates, dataOf);
