import { useIntl } from 'react-intl';

/** The privacy page's messages (`privacy.<id>`, privacy-words.ts), in the admin's language. */
export function usePrivacyWords() {
  const { formatMessage, locale } = useIntl();
  const language: 'fr' | 'en' = locale.startsWith('fr') ? 'fr' : 'en';
  const m = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `privacy.${id}`, defaultMessage }, values);
  return { m, language };
}
