import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import table from '@/components/data-table.module.css';

type Props = {
  /** The guide's own text on languages. */
  text: string | null;
  levels: ReadonlyArray<{ label: string; languageLevel: string | null }>;
  locale: Locale;
};

/** The level of French each degree level asks, in a table; left out when there is nothing to say. */
export async function GuideLanguages({ text, levels, locale }: Props) {
  const stated = levels.filter((level) => level.languageLevel);
  if (!text && stated.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'guides' });
  return (
    <Section title={t('languagesTitle')}>
      {text && <p>{text}</p>}
      <div className={table.scroll} tabIndex={0} role="region" aria-label={t('languagesTitle')}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('levelColumn')}</th>
              <th scope="col">{t('languageColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {stated.map((level) => (
              <tr key={level.label}>
                <th scope="row">{level.label}</th>
                <td>{level.languageLevel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
