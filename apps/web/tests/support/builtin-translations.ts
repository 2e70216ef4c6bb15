import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/locales';
import { builtinDictionary } from '@/lib/dictionary/builtin';

/**
 * next-intl's server `getTranslations` for a unit test, over the built-in dictionary (the texts the
 * CMS taxonomy starts from): a server component reads its texts with it, which otherwise needs a
 * Next request. `vi.mock('next-intl/server', () => import('../support/builtin-translations'))`.
 */
export const getTranslations = async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
  createTranslator({ locale, messages: builtinDictionary[locale], namespace });
