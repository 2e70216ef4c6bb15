import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import { yearlyAmount, type Budget } from '@/lib/costs/budget';
import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import { formatDate, formatEuros } from '@/lib/format';
import table from '@/components/data-table.module.css';
import styles from './costs.module.css';

type Props = {
  budget: Budget;
  locale: Locale;
  title: string;
  /** Said under the title when the course stands for a level. */
  basis: string | null;
  academicYear: string;
  /** The brochure form, with this course. */
  brochureHref: string;
  scholarships: readonly Scholarship[];
};

/** A year's budget (requirements 10.17): its totals, its lines with their sources, the visa's requirement. */
export async function BudgetView({ budget, locale, title, basis, academicYear, brochureHref, scholarships }: Props) {
  const t = await getTranslations({ locale, namespace: 'costs' });
  const euros = (amount: number) => formatEuros(locale, amount);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  const countryName = (code: string) => names.of(code) ?? code;
  return (
    <section id="budget" className={styles.result} aria-labelledby="budget-title">
      <h2 id="budget-title">{title}</h2>
      {basis && <p>{basis}</p>}
      <div className={styles.totals}>
        <p>
          <span className={styles.totalLabel}>{t('perYear')}</span>
          <strong className={styles.total}>{euros(budget.perYear)}</strong>
          <span>{t('firstYear')}</span>
        </p>
        <p>
          <span className={styles.totalLabel}>{t('perMonth')}</span>
          <strong className={styles.total}>{euros(budget.perMonth)}</strong>
          <span>{t('oneOff', { amount: euros(budget.oneOff) })}</span>
        </p>
      </div>
      {/* What PageStatusAnnouncer says after a change of choices. */}
      <p data-page-status className="visually-hidden">
        {`${title}: ${t('perYear')} ${euros(budget.perYear)}, ${t('perMonth')} ${euros(budget.perMonth)}`}
      </p>
      {budget.workStudy?.salaryMin != null && budget.workStudy.salaryMax != null && (
        <p className={styles.note}>
          {t('salary', { min: euros(budget.workStudy.salaryMin), max: euros(budget.workStudy.salaryMax) })}
        </p>
      )}
      {/* Focusable, so that a keyboard can scroll it on a phone. */}
      <div className={table.scroll} tabIndex={0} role="region" aria-labelledby="budget-table-caption">
        <table className={`${table.table} ${styles.table}`}>
          <caption id="budget-table-caption">{t('tableCaption', { year: academicYear })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('line')}</th>
              <th scope="col">{t('amountYear')}</th>
              <th scope="col">{t('amountMonth')}</th>
              <th scope="col">{t('source')}</th>
            </tr>
          </thead>
          <tbody>
            {budget.lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">{t(`lines.${line.key}`)}</th>
                <td>
                  {line.key === 'tuition' && budget.workStudy ? t('paidByEmployer') : euros(yearlyAmount(line))}
                  {line.period === 'once' && <span className={styles.once}> ({t('once')})</span>}
                </td>
                <td>{line.period === 'month' ? euros(line.amount) : euros(yearlyAmount(line) / 12)}</td>
                <td className={styles.source}>
                  {line.sourceUrl ? <a href={line.sourceUrl}>{line.source ?? line.sourceUrl}</a> : line.source}
                  {line.academicYear !== academicYear && ` (${line.academicYear})`}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('firstYear')}</th>
              <td>{euros(budget.perYear)}</td>
              <td>{euros(budget.perMonth)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {budget.visa && (
        <div className={styles.visa}>
          <h3>{t('visaTitle')}</h3>
          <p>
            {t(budget.visa.met ? 'visaMet' : 'visaNotMet', {
              required: euros(budget.visa.monthlyResources),
              living: euros(budget.monthlyLiving),
            })}{' '}
            {budget.visa.sourceUrl ? (
              <a href={budget.visa.sourceUrl}>{budget.visa.source ?? budget.visa.sourceUrl}</a>
            ) : (
              budget.visa.source
            )}
          </p>
        </div>
      )}
      {scholarships.length > 0 && (
        <div className={styles.scholarships}>
          <h3>{t('scholarshipsTitle')}</h3>
          <p>{t('scholarshipsIntro')}</p>
          <ul>
            {scholarships.map((scholarship) => (
              <li key={scholarship.title}>
                <h4>{scholarship.title}</h4>
                <p className={styles.scholarshipAmount}>
                  {t(scholarship.amountPeriod === 'year' ? 'scholarshipAmount' : 'scholarshipOnce', {
                    amount: euros(scholarship.amount),
                  })}
                </p>
                {scholarship.description && <p>{scholarship.description}</p>}
                {scholarship.countries.length > 0 && (
                  <p>{t('scholarshipCountries', { countries: list.format(scholarship.countries.map(countryName)) })}</p>
                )}
                {scholarship.merit && <p>{t('scholarshipMerit')}</p>}
                {scholarship.deadline && (
                  <p>{t('scholarshipDeadline', { date: formatDate(locale, scholarship.deadline) })}</p>
                )}
                {scholarship.url && <a href={scholarship.url}>{t('scholarshipMore', { title: scholarship.title })}</a>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {budget.isDemo && <p className={styles.note}>{t('demo')}</p>}
      <p className={styles.actions}>
        <SiteLink href={brochureHref} className="button accent">
          {t('byEmail')}
        </SiteLink>
      </p>
    </section>
  );
}
