import 'server-only';
import type { Locale } from '@/i18n/locales';
import { requiredGetter } from '../getters';
import { websiteSchema } from '../schemas/website';

/** The layout's settings (requirements 7: GET /users/me). The layout cannot render without them. */
export const getWebsite = requiredGetter(
  (locale: Locale) => ({
    scope: 'layout',
    path: '/users/me',
    locale,
    schema: websiteSchema,
    resources: ['website', 'schools'],
  }),
  (website) => website,
);
