import { useIntl } from 'react-intl';
import { admissionsWords, type Sentence } from './admissions-words';
import { labelLocaleOf } from '../../../browser/label-locale';

/** The dashboard's ways of saying things: its messages, sentences, durations and shares, in the admin's language. */
export function useDashboardWords() {
  const { formatMessage, formatDate, formatNumber, locale } = useIntl();
  const language = labelLocaleOf(locale);
  const m = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `admissions.${id}`, defaultMessage }, values);
  const say = ({ id, values }: Sentence) => formatMessage({ id, defaultMessage: admissionsWords.en[id] }, values);
  const duration = (seconds: number) => {
    const hours = seconds / 3600;
    return hours < 48
      ? m('hours', '{hours} h', { hours: formatNumber(hours, { maximumFractionDigits: 1 }) })
      : m('days', '{days} d', { days: formatNumber(Math.floor(hours / 24)) });
  };
  const share = (part: number, whole: number) =>
    `${formatNumber(part)} (${formatNumber(whole ? part / whole : 0, { style: 'percent' })})`;
  return { m, say, duration, share, formatDate, formatNumber, language };
}
