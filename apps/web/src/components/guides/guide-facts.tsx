import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import type { NationalCosts } from '@/lib/cms/schemas/study-costs';
import { formatEuros } from '@/lib/format';
import { GuideFigureSource } from './guide-figure-source';
import styles from './country-guide.module.css';

type Props = {
  guide: CountryGuide;
  /** The national amounts, or null when the CMS cannot answer: their lines are left out. */
  national: NationalCosts | null;
  recognitionCost: string | null;
  locale: Locale;
};

/** The facts a student weighs first (the procedure, the visa's amounts, the diploma's recognition), and their budget. */
export async function GuideFacts({ guide, national, recognitionCost, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'guides' });
  const euros = (amount: number) => formatEuros(locale, amount);
  return (
    <aside className={styles.facts} aria-labelledby="guide-facts">
      <h2 id="guide-facts">{t('facts')}</h2>
      <dl>
        <div>
          <dt>{guide.etudesEnFrance ? t('procedureYes') : t('procedureNo')}</dt>
          {guide.procedureFee && <dd>{t('procedureFee', { fee: guide.procedureFee })}</dd>}
          {guide.procedureFeeFigure && <GuideFigureSource figure={guide.procedureFeeFigure} locale={locale} />}
        </div>
        {national && (
          <>
            <div>
              <dt>{t('visaResources')}</dt>
              <dd>{t('perMonth', { amount: euros(national.visaResources.amount) })}</dd>
            </div>
            <div>
              <dt>{t('visaFee')}</dt>
              <dd>{t('visaFeeAmount', { amount: euros(national.visaFee.amount) })}</dd>
            </div>
            <div>
              <dt>{t('onArrival')}</dt>
              <dd>
                {t('onArrivalCosts', {
                  validation: national.visaValidation ? euros(national.visaValidation.amount) : '—',
                  cvec: euros(national.cvec.amount),
                  year: national.cvec.academicYear ?? '',
                })}
              </dd>
            </div>
          </>
        )}
        {guide.travelFigure && (
          <div>
            <dt>{t('travel')}</dt>
            <dd>{t('travelAmount', { amount: euros(guide.travelFigure.amount) })}</dd>
            {/* An estimate: its source says what it rests on. */}
            <GuideFigureSource figure={guide.travelFigure} locale={locale} />
          </div>
        )}
        {recognitionCost && (
          <div>
            <dt>{t('recognitionFee')}</dt>
            <dd>{recognitionCost}</dd>
          </div>
        )}
      </dl>
      <p>
        <SiteLink
          href={getPathname({
            href: { pathname: '/cout-des-etudes', query: { country: guide.countryCode } },
            locale,
          })}
        >
          {t('budgetLink')}
        </SiteLink>
      </p>
    </aside>
  );
}
