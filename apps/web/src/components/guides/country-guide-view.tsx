import { getTranslations } from 'next-intl/server';
import { DisclosureList } from '@/components/disclosure-list';
import { Prose } from '@/components/prose';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import { getLanguageLevels } from '@/lib/cms/resources/country-guides';
import { getIntakeDatesIfAvailable } from '@/lib/cms/resources/intakes';
import { getOfficesIfAvailable } from '@/lib/cms/resources/offices';
import { getSchoolsIfAvailable } from '@/lib/cms/resources/schools';
import { getNationalCostsIfAvailable, getScholarships } from '@/lib/cms/resources/study-costs';
import type { CountryGuide } from '@/lib/cms/schemas/country-guide';
import { previewing } from '@/lib/cms/draft';
import { formatEuros, parisToday } from '@/lib/format';
import { now } from '@/lib/time/now';
import { leadFormHref } from '@/lib/leads/lead-form-href';
import { GuideAgenda } from './guide-agenda';
import { GuideFacts } from './guide-facts';
import { GuideLanguages } from './guide-languages';
import { GuideLevelPaths } from './guide-level-paths';
import { GuideOffice } from './guide-office';
import { GuideReview } from './guide-review';
import { GuideRecognition } from './guide-recognition';
import { GuideSchools } from './guide-schools';
import { GuideTestimonials } from './guide-testimonials';
import { GuideVisa } from './guide-visa';
import styles from './country-guide.module.css';

/**
 * A country guide's body (requirements 10.18): the facts a student weighs first, then the path in
 * the order it is walked — procedure, each level's path and timeline, schools, diploma, language,
 * visa — and the people who help: the office there, the next lives and events, the questions others
 * asked. What the guide itself does not hold (national amounts, schools, office, intakes, agenda,
 * scholarships) is read here and left out when the CMS cannot answer it.
 */
export async function CountryGuideView({ guide, locale }: { guide: CountryGuide; locale: Locale }) {
  const [t, national, offices, schools, levels, intakes, scholarships, preview] = await Promise.all([
    getTranslations({ locale, namespace: 'guides' }),
    getNationalCostsIfAvailable(),
    getOfficesIfAvailable(locale),
    getSchoolsIfAvailable(locale),
    getLanguageLevels(locale),
    getIntakeDatesIfAvailable(locale),
    getScholarships(locale),
    previewing(),
  ]);
  const office = offices?.find((candidate) => candidate.countryCode === guide.countryCode) ?? null;
  const recognition = national?.diplomaRecognition ?? null;
  // Quoted twice, in the facts and in the recognition section.
  const recognitionCost =
    recognition &&
    (national?.recognitionWeeks
      ? t('recognitionDelay', { amount: formatEuros(locale, recognition.amount), weeks: national.recognitionWeeks })
      : formatEuros(locale, recognition.amount));

  return (
    <div className={styles.guide}>
      <GuideFacts guide={guide} national={national} recognitionCost={recognitionCost} locale={locale} />

      <div className={styles.body}>
        {guide.procedure && (
          <Section title={t('procedureTitle')}>
            <Prose>{guide.procedure}</Prose>
          </Section>
        )}

        <GuideLevelPaths guide={guide} intakes={intakes ?? []} scholarships={scholarships ?? []} locale={locale} />
        <GuideSchools guide={guide} schools={schools ?? []} locale={locale} />
        <GuideRecognition
          text={guide.recognition}
          recognition={recognition}
          recognitionCost={recognitionCost}
          locale={locale}
        />
        <GuideLanguages text={guide.languages} levels={levels ?? []} locale={locale} />
        <GuideVisa documents={guide.visaDocuments} national={national} locale={locale} />
        {office && <GuideOffice office={office} locale={locale} />}
        <GuideAgenda locale={locale} countryCode={guide.countryCode} />

        {guide.faqs.length > 0 && (
          <Section title={t('faqTitle')}>
            <DisclosureList items={guide.faqs.map((faq) => ({ key: faq.id, summary: faq.title, body: faq.body }))} />
          </Section>
        )}

        <GuideTestimonials testimonials={guide.testimonials} locale={locale} />
        {preview && (
          <GuideReview
            guide={guide}
            intakes={intakes ?? []}
            national={national}
            today={parisToday(now())}
            locale={locale}
          />
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
