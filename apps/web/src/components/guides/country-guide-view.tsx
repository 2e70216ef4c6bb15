import { getTranslations } from 'next-intl/server';
import { DisclosureList } from '@/components/disclosure-list';
import { Prose } from '@/components/prose';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getLanguageLevels } from '@/lib/cms/resources/country-guides';
import { getIntakeDatesIfAvailable } from '@/lib/cms/resources/intakes';
import { getOfficesIfAvailable } from '@/lib/cms/resources/offices';
import { getSchoolsIfAvailable } from '@/lib/cms/resources/schools';
import { getNationalCostsIfAvailable, getScholarships } from '@/lib/cms/resources/study-costs';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import { formatEuros } from '@/lib/format';
import { leadFormHref } from '@/lib/leads/lead-form-href';
import { GuideAgenda } from './guide-agenda';
import { GuideLevelPaths } from './guide-level-paths';
import { GuideOffice } from './guide-office';
import table from '@/components/data-table.module.css';
import styles from './country-guide.module.css';

/**
 * A country guide's body (requirements 10.18): the facts a student weighs first, then the path in
 * the order it is walked — procedure, each level's path and timeline, schools, diploma, language,
 * visa — and the people who help: the office there, the next lives and events, the questions others
 * asked. What the guide itself does not hold (national amounts, schools, office, intakes, agenda,
 * scholarships) is read here and left out when the CMS cannot answer it.
 */
export async function CountryGuideView({ guide, locale }: { guide: CountryGuide; locale: Locale }) {
  const [t, national, offices, schools, levels, intakes, scholarships] = await Promise.all([
    getTranslations({ locale, namespace: 'guides' }),
    getNationalCostsIfAvailable(),
    getOfficesIfAvailable(locale),
    getSchoolsIfAvailable(locale),
    getLanguageLevels(locale),
    getIntakeDatesIfAvailable(locale),
    getScholarships(locale),
  ]);
  const euros = (amount: number) => formatEuros(locale, amount);
  const office = offices?.find((candidate) => candidate.countryCode === guide.countryCode) ?? null;
  const connected = (schools ?? []).filter((school) => school.etudesEnFrance);
  const recognition = national?.diplomaRecognition ?? null;
  const recognitionCost =
    recognition &&
    (national?.recognitionWeeks
      ? t('recognitionDelay', { amount: euros(recognition.amount), weeks: national.recognitionWeeks })
      : euros(recognition.amount));

  return (
    <div className={styles.guide}>
      <aside className={styles.facts} aria-labelledby="guide-facts">
        <h2 id="guide-facts">{t('facts')}</h2>
        <dl>
          <div>
            <dt>{guide.etudesEnFrance ? t('procedureYes') : t('procedureNo')}</dt>
            {guide.procedureFee && <dd>{t('procedureFee', { fee: guide.procedureFee })}</dd>}
          </div>
          {national && (
            <>
              <div>
                <dt>{t('visaResources')}</dt>
                <dd>{t('perMonth', { amount: euros(national.visaResources.amount) })}</dd>
              </div>
              <div>
                <dt>{t('visaFee')}</dt>
                <dd>{euros(national.visaFee.amount)}</dd>
              </div>
            </>
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

      <div className={styles.body}>
        {guide.procedure && (
          <Section title={t('procedureTitle')}>
            <Prose>{guide.procedure}</Prose>
          </Section>
        )}

        <GuideLevelPaths guide={guide} intakes={intakes ?? []} scholarships={scholarships ?? []} locale={locale} />

        <Section title={t('schoolsTitle')}>
          {guide.etudesEnFrance ? (
            <>
              {connected.length > 0 && (
                <>
                  <p>{t('connectedSchools')}</p>
                  <ul className={styles.schools}>
                    {connected.map((school) => (
                      <li key={school.slug}>
                        <SiteLink href={contentPath.school(locale, school.slug)}>{school.name}</SiteLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {guide.otherSchools && <p>{guide.otherSchools}</p>}
            </>
          ) : (
            <p>{t('directApplication')}</p>
          )}
        </Section>

        {guide.recognition && (
          <Section title={t('recognitionTitle')}>
            <Prose>{guide.recognition}</Prose>
            {recognitionCost && (
              <p>
                <strong>{t('recognitionFee')}</strong>
                {' · '}
                {recognitionCost}
              </p>
            )}
            {recognition?.source[locale] && (
              <p className={styles.source}>
                {recognition.sourceUrl ? (
                  <a href={recognition.sourceUrl} rel="noopener">
                    {t('source', { source: recognition.source[locale] })}
                  </a>
                ) : (
                  t('source', { source: recognition.source[locale] })
                )}
              </p>
            )}
          </Section>
        )}

        {(guide.languages || (levels ?? []).some((level) => level.languageLevel)) && (
          <Section title={t('languagesTitle')}>
            {guide.languages && <p>{guide.languages}</p>}
            <div className={table.scroll} tabIndex={0} role="region" aria-label={t('languagesTitle')}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('levelColumn')}</th>
                    <th scope="col">{t('languageColumn')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(levels ?? []).flatMap((level) =>
                    level.languageLevel
                      ? [
                          <tr key={level.label}>
                            <th scope="row">{level.label}</th>
                            <td>{level.languageLevel}</td>
                          </tr>,
                        ]
                      : [],
                  )}
                </tbody>
              </table>
            </div>
          </Section>
        )}

        <Section title={t('visaTitle')}>
          {national && (
            <p>
              {t('visaIntro', {
                amount: euros(national.visaResources.amount),
                year: euros(national.visaResources.amount * 12),
              })}
            </p>
          )}
          {guide.visaDocuments.length > 0 && (
            <>
              <h3>{t('visaDocuments')}</h3>
              <ul className={styles.documents}>
                {guide.visaDocuments.map((line) => (
                  <li key={line.text}>{line.text}</li>
                ))}
              </ul>
            </>
          )}
        </Section>

        {office && <GuideOffice office={office} locale={locale} />}

        <GuideAgenda locale={locale} countryCode={guide.countryCode} />

        {guide.faqs.length > 0 && (
          <Section title={t('faqTitle')}>
            <DisclosureList items={guide.faqs.map((faq) => ({ key: faq.id, summary: faq.title, body: faq.body }))} />
          </Section>
        )}

        {guide.testimonials.length > 0 && (
          <Section title={t('testimonialsTitle')}>
            <div className={styles.testimonials}>
              {guide.testimonials.map((quote) => (
                <figure key={quote.id} className={styles.quote}>
                  <blockquote>
                    <p>{quote.text}</p>
                  </blockquote>
                  <figcaption>
                    {quote.author}
                    {quote.role && <span>, {quote.role}</span>}
                  </figcaption>
                </figure>
              ))}
            </div>
          </Section>
        )}

        <section className={styles.cta} aria-labelledby="guide-cta">
          <h2 id="guide-cta">{t('ctaTitle')}</h2>
          <p>{t('ctaText')}</p>
          <p className={styles.actions}>
            <SiteLink href={leadFormHref('brochure', locale)} className="button accent">
              {t('brochure')}
            </SiteLink>
            <SiteLink href={leadFormHref('contact', locale)} className="button secondary">
              {t('contact')}
            </SiteLink>
          </p>
        </section>
      </div>
    </div>
  );
}
