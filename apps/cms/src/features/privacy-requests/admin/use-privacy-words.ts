import { useIntl } from 'react-intl';
import { labelLocaleOf } from '../../../browser/label-locale';

/** The privacy page's messages (`privacy.<id>`, privacy-words.ts), in the admin's language. */
export function usePrivacyWords() {
  const { formatMessage, locale } = useIntl();
  const language = labelLocaleOf(locale);
  const m = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `privacy.${id}`, defaultMessage }, values);
  return { m, language };
}
