import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadDictionary, missingText } from '@/lib/dictionary/load';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadDictionary(locale),
    // Spec 5: a missing key shows a visible text naming it instead of breaking the page.
    getMessageFallback: ({ namespace, key }) => missingText(namespace ? `${namespace}.${key}` : key),
    onError: () => {},
  };
});
