import { getRequestConfig } from 'next-intl/server';
import { loadDictionary, missingText } from '@/lib/dictionary/load';
import { toLocale } from '@/i18n/locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return {
    locale,
    messages: await loadDictionary(locale),
    // Requirements 5: a missing key shows a visible text naming it instead of breaking the page.
    getMessageFallback: ({ namespace, key }) => missingText(namespace ? `${namespace}.${key}` : key),
    onError: () => {},
  };
});
