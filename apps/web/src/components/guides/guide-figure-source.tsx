import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { CostFigure } from '@/lib/cms/schemas/study-costs';
import { hostOf } from '@/lib/costs/source-host';
import { formatDate } from '@/lib/format';
import styles from './country-guide.module.css';

/**
 * Where a guide's amount comes from, a line of the facts' list, as the budget says it beside the
 * same line: its source (linked when it has an address), the academic year it is published for
 * and the day it was published ("Source : Campus France Maroc – frais de procédure Études en France
 * · montant 2026-2027 · publié le 1er octobre 2025"). Nothing when the editors gave none of them.
 */
export async function GuideFigureSource({ figure, locale }: { figure: CostFigure; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  const label = figure.source[locale] ?? (figure.sourceUrl ? hostOf(figure.sourceUrl) : null);
  const parts = [
    figure.academicYear && t('figureYear', { year: figure.academicYear }),
    figure.publishedOn && t('figurePublished', { date: formatDate(locale, `${figure.publishedOn}T12:00:00Z`) }),
  ].filter(Boolean);
  if (!label && parts.length === 0) return null;
  return (
    <dd className={styles.source}>
      {label &&
        (figure.sourceUrl ? (
          <a href={figure.sourceUrl} rel="noopener">
            {t('source', { source: label })}
          </a>
        ) : (
          t('source', { source: label })
        ))}
      {label && parts.length > 0 && ' · '}
      {parts.join(' · ')}
    </dd>
  );
}
