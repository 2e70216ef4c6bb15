import 'server-only';
import type { Locale } from '@/i18n/locales';
import { cmsRead } from '../client';
import { websiteSchema } from '../schemas/website';

/** The layout's settings (spec 7: GET /users/me). The layout cannot render without them. */
export const getWebsite = (locale: Locale) =>
  cmsRead({ scope: 'layout', path: '/users/me', locale, schema: websiteSchema, resources: ['website', 'schools'] });
