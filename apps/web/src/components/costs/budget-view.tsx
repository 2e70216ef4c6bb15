import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import { yearlyAmount, type Budget, type BudgetLine } from '@/lib/costs/budget';
import { inCurrency, type LocalCurrency } from '@/lib/costs/local-currency';
import { hostOf } from '@/lib/costs/source-host';
import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import type { BudgetAid } from '@/lib/costs/scholarships';
import { inSentence } from '@/lib/guides/in-sentence';
import { currencyName, formatDate, formatEuros, formatMoney, formatNumber } from '@/lib/format';
import table from '@/components/data-table.module.css';
import styles from './costs.module.css';

type Props = {
  budget: Budget;
  locale: Locale;
  title: string;
  /** Said under the title when the course stands for a level. */
  basis: string | null;
  /** The intake the budget is for (its academic year is the budget's). */
  intake: string | null;
  /**
   * The student's country, when they said it (`code`, ISO 3166-1): its guide (its title says
   * "depuis le Maroc" as French needs), and what the budget can say in its currency.
   */
  country: { code: string; name: string; guideTitle: string; guideHref: string; currency: LocalCurrency | null } | null;
  /** The brochure form, with this course. */
  brochureHref: string;
  scholarships: readonly BudgetAid[];
  /** The aid left out because the student's country's route is Études en France: said why. */
  notThroughEtudesEnFrance: readonly Scholarship[];
};

/**
 * A year's budget (requirements 10.17): what the first year costs in all, what is paid each month,
 * each year and once, line by line with each figure's source and academic year, in euros and in
 * the student's currency, and what the visa asks to prove.
 */
export async function BudgetView({
  budget,
  locale,
  title,
  basis,
  intake,
  country,
  brochureHref,
  scholarships,
  notThroughEtudesEnFrance,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'costs' });
  const euros = (amount: number) => formatEuros(locale, amount);
  const rate = country?.currency?.state === 'rate' ? country.currency.rate : null;
  const local = (amount: number) =>
    rate && (
      <span className={styles.local}>
        {t('inCurrency', { amount: formatMoney(locale, inCurrency(amount, rate), rate.currency, country?.code) })}
      </span>
    );
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  const countryName = (code: string) => names.of(code) ?? code;
  const day = (iso: string) => formatDate(locale, `${iso}T12:00:00Z`);

  const amountOf = (line: BudgetLine) => {
    if (line.key === 'tuition' && budget.workStudy) return t('paidByEmployer');
    const amount = euros(line.amount);
    return t(line.period === 'month' ? 'perMonthAmount' : line.period === 'year' ? 'perYearAmount' : 'onceAmount', {
      amount,
    });
  };
  const yearOf = (line: BudgetLine) => {
    if (line.academicYear === null) return t('figureCurrent');
    if (line.academicYear === budget.academicYear) return null;
    return line.academicYear < budget.academicYear
      ? t('figureLastYear', { year: line.academicYear, budgetYear: budget.academicYear })
      : t('figureYear', { year: line.academicYear });
  };
  const sourceOf = (line: BudgetLine) => {
    const label = line.source[locale];
    if (line.sourceUrl) return <a href={line.sourceUrl}>{label ?? hostOf(line.sourceUrl)}</a>;
    return label;
  };
  // A figure of the student's guide: the guide too, where the procedure and the journey are told.
  const guideOf = (line: BudgetLine) =>
    line.fromGuide &&
    country && (
      <SiteLink href={country.guideHref}>
        {t('guideSource', { guide: country.guideTitle, country: country.name })}
      </SiteLink>
    );

  // The first year in all, then its three parts: each month, each year, once.
  const totals = [
    { label: t('totalFirstYear'), amount: budget.perYear, note: t('totalFirstYearNote') },
    { label: t('totalEachMonth'), amount: budget.monthlyLiving, note: t('monthNote') },
    { label: t('eachYear'), amount: budget.yearly, note: t('yearNote') },
    {
      label: t('oneOffTotal'),
      amount: budget.oneOff,
      note: budget.refundable > 0 ? t('oneOffRefundable', { amount: euros(budget.refundable) }) : t('oneOffNote'),
    },
  ];

  return (
    <section id="budget" className={styles.result} aria-labelledby="budget-title">
      <h2 id="budget-title">{title}</h2>
      {basis && <p>{basis}</p>}
      <p>
        {intake
          ? t('yearFor', { year: budget.academicYear, intake })
          : t('yearForNoIntake', { year: budget.academicYear })}
      </p>
      <div className={styles.totals}>
        {totals.map(({ label, amount, note }, index) => (
          <p key={label} className={index === 0 ? styles.grandTotal : undefined}>
            <span className={styles.totalLabel}>{label}</span>
            <strong className={styles.total}>{euros(amount)}</strong>
            {local(amount)}
            <span>{note}</span>
          </p>
        ))}
      </div>
      {country?.currency?.state === 'rate' && (
        <p className={styles.note}>
          {t(country.currency.fixed ? 'currencyFixed' : 'currencyRate', {
            currency: currencyName(locale, country.currency.rate.currency),
            rate: formatNumber(locale, country.currency.rate.perEuro),
            date: day(country.currency.rate.date),
            source: country.currency.rate.source ?? '',
          })}
        </p>
      )}
      {country?.currency?.state === 'stale' && (
        <p className={styles.note}>
          {t('currencyStale', {
            currency: currencyName(locale, country.currency.rate.currency),
            date: day(country.currency.rate.date),
            days: country.currency.maxAgeDays,
          })}
        </p>
      )}
      {/* What PageStatusAnnouncer says after a change of choices. */}
      <p data-page-status className="visually-hidden">
        {`${title}: ${t('totalFirstYear')} ${euros(budget.perYear)}, ${t('totalEachMonth')} ${euros(budget.monthlyLiving)}`}
      </p>
      {budget.workStudy?.salaryMin != null && budget.workStudy.salaryMax != null && (
        <p className={styles.note}>
          {t('salary', { min: euros(budget.workStudy.salaryMin), max: euros(budget.workStudy.salaryMax) })}
        </p>
      )}
      {/* From outside the EU, the salary comes after a contract, a work permit and the visa's proof. */}
      {budget.workStudy && budget.visa && (
        <p className={styles.note}>{t('workStudyFirst', { required: euros(budget.visa.monthlyResources) })}</p>
      )}
      {/* Focusable, so that a keyboard can scroll it on a phone. */}
      <div className={table.scroll} tabIndex={0} role="region" aria-labelledby="budget-table-caption">
        <table className={`${table.table} ${styles.table}`}>
          <caption id="budget-table-caption">{t('linesCaption', { year: budget.academicYear })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('line')}</th>
              <th scope="col">{t('amount')}</th>
              <th scope="col">{t('amountFirstYear')}</th>
              <th scope="col">{t('source')}</th>
            </tr>
          </thead>
          <tbody>
            {budget.lines.map((line) => {
              const year = yearOf(line);
              const guide = guideOf(line);
              return (
                <tr key={line.key}>
                  <th scope="row">
                    {t(`lines.${line.key}`)}
                    {line.refundable && <span className={styles.refundable}> ({t('refundable')})</span>}
                  </th>
                  <td>{amountOf(line)}</td>
                  <td>
                    {euros(yearlyAmount(line))}
                    {local(yearlyAmount(line))}
                  </td>
                  <td className={styles.source}>
                    {sourceOf(line)}
                    {year && <span className={styles.figureYear}> ({year})</span>}
                    {line.publishedOn && (
                      <span className={styles.figureYear}>
                        {' '}
                        {t('figurePublished', { date: day(line.publishedOn) })}
                      </span>
                    )}
                    {guide && (
                      <>
                        {(line.source[locale] || line.sourceUrl) && ' · '}
                        {guide}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('totalFirstYear')}</th>
              <td />
              <td>
                {euros(budget.perYear)}
                {local(budget.perYear)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {budget.visa && (
        <div className={styles.visa}>
          <h3>{t('visaProofTitle')}</h3>
          <p>
            {t('visaProve', {
              required: euros(budget.visa.monthlyResources),
              overStay: euros(budget.visa.overStay),
              months: budget.visa.months,
            })}{' '}
            {t('visaProveHow')}
          </p>
          <p>
            {t(budget.visa.livingAbove ? 'visaLivingAbove' : 'visaLivingBelow', {
              living: euros(budget.monthlyLiving),
              required: euros(budget.visa.monthlyResources),
            })}
          </p>
          {(budget.visa.source[locale] || budget.visa.sourceUrl) && (
            <p className={styles.source}>
              {budget.visa.sourceUrl ? (
                <a href={budget.visa.sourceUrl}>{budget.visa.source[locale] ?? hostOf(budget.visa.sourceUrl)}</a>
              ) : (
                budget.visa.source[locale]
              )}
            </p>
          )}
        </div>
      )}
      {(scholarships.length > 0 || notThroughEtudesEnFrance.length > 0) && (
        <div className={styles.scholarships}>
          <h3>{t('scholarshipsTitle')}</h3>
          {scholarships.length > 0 && <p>{t('scholarshipsIntro')}</p>}
          {scholarships.length > 0 && (
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
                    <p>
                      {t('scholarshipCountries', { countries: list.format(scholarship.countries.map(countryName)) })}
                    </p>
                  )}
                  {scholarship.merit && <p>{t('scholarshipMerit')}</p>}
                  {scholarship.deadline && <p>{t('scholarshipDeadline', { date: day(scholarship.deadline) })}</p>}
                  {scholarship.deadline && scholarship.requires && (
                    <p>
                      {t('scholarshipNeeds', { step: scholarship.requires })}
                      {/* Without a country nothing has checked that its procedures reach the step in time. */}
                      {!country && ` ${t('scholarshipNeedsCountry')}`}
                    </p>
                  )}
                  {/* The country's timeline dates that step after the deadline: as the guide says, hurry it. */}
                  {scholarship.deadline && scholarship.hurry && (
                    <p className={styles.hurry}>
                      {t('scholarshipSooner', {
                        step: inSentence(scholarship.hurry.title),
                        deadline: day(scholarship.deadline),
                        date: day(scholarship.hurry.date),
                      })}
                    </p>
                  )}
                  {scholarship.url && (
                    <a href={scholarship.url}>{t('scholarshipMore', { title: scholarship.title })}</a>
                  )}
                </li>
              ))}
            </ul>
          )}
          {/* So that a family does not think it forgotten (docs/decisions/cost-calculator.md). */}
          {notThroughEtudesEnFrance.length > 0 && (
            <p>
              {t('scholarshipsNotEtudesEnFrance', {
                titles: list.format(notThroughEtudesEnFrance.map((scholarship) => scholarship.title)),
                count: notThroughEtudesEnFrance.length,
              })}
            </p>
          )}
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
