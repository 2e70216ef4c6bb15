import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import styles from './home.module.css';

export type Figure = { value: number; suffix?: string | null; label: string };

export function Figures({ title, figures, locale }: { title: string; figures: Figure[]; locale: Locale }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="figures-title">
      <h2 id="figures-title" className="visually-hidden">
        {title}
      </h2>
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
    </section>
  );
}
