import type { Locale } from '@/i18n/locales';
import { otherLocale, switchTarget, type Alternates } from '@/i18n/alternates';
import { LocaleSwitchLink } from './locale-switch-link';
import styles from './site-header.module.css';

type Props = { locale: Locale; alternates: Alternates; description: string };

/**
 * A plain link to the same page in the other language: crawlable and working without JavaScript;
 * following it stores the language (LocaleSwitchLink).
 * Its name starts with what it shows ("EN", WCAG 2.5.3), followed by the full sentence for screen
 * readers, in the language it leads to.
 */
export function LocaleSwitch({ locale, alternates, description }: Props) {
  const to = otherLocale(locale);
  return (
    <LocaleSwitchLink href={switchTarget(alternates, to)} locale={to} className={styles.locale}>
      {to.toUpperCase()}
      <span className="visually-hidden"> – {description}</span>
    </LocaleSwitchLink>
  );
}
