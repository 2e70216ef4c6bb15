import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import styles from './home.module.css';

export type Figure = { value: number; suffix?: string | null; label: string };

/** The network's key figures; the list speaks for itself, so its heading is for screen readers. */
export function Figures({ title, figures, locale }: { title: string; figures: Figure[]; locale: Locale }) {
  return (
    <Section className="container">
      <h2 className="visually-hidden">{title}</h2>
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <strong>
              {formatNumber(locale, figure.value)}
              {figure.suffix}
            </strong>
            <span>{figure.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
