import { APPLICATION_STEPS, type ApplicationField } from '@horizon/shared/application-steps';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/applicant/applicant.module.css';
import { answerAction, submitAction } from '@/components/application/application-actions';
import { AnswerForm } from '@/components/application/answer-form';
import { ApplicationStatus } from '@/components/application/application-status';
import { signedInApplication } from '@/components/application/signed-in-application';
import { SubmitForm } from '@/components/application/submit-form';
import { ReviewDocuments } from '@/components/application-documents/review-documents';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { stepSlug } from '@/lib/applicant/application-paths';
import { toDevice } from '@/lib/device';
import { formatDate } from '@/lib/format';
import { countryChoices } from '@/lib/leads/country-choices';
import { firstParam } from '@/lib/search-params';

type Props = PageProps<'/[locale]/[device]/candidature/dossier/[reference]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'application' });
  return { title: t('yourApplication'), robots: { index: false, follow: false } };
}

/**
 * An application's review and status (`/candidature/dossier/C-…` | `/en/apply/application/C-…`):
 * every answer, step by step, what is missing, and the button that sends it while it is a draft.
 */
export default async function ApplicationPage({ params, searchParams }: Props) {
  const { locale: value, device, reference } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const application = await signedInApplication(locale, reference);
  const [t, messages, query] = await Promise.all([getTranslations('application'), getMessages(), searchParams]);
  const countries = new Map(countryChoices(locale));
  const shown = (field: ApplicationField, value: string | undefined) => {
    if (!value) return t('notProvided');
    if (field.kind === 'country') return countries.get(value) ?? value;
    if (field.kind === 'choice') return t(`${field.vocabulary ?? 'levels'}.${value}` as 'levels.bac');
    if (field.kind === 'date') return formatDate(locale, value);
    return value;
  };
  const applicationMessages = (messages as { application: Record<string, unknown> }).application;
  const missingSteps = new Set(application.missing.map((entry) => entry.step));
  const pathOf = (to: Locale) =>
    getPathname({ href: { pathname: '/candidature/dossier/[reference]', params: { reference } }, locale: to });
  return (
    <PageFrame
      callsToAction={false}
      locale={locale}
      device={toDevice(device)}
      alternates={{ fr: pathOf('fr'), en: pathOf('en') }}
    >
      <PageHeader
        title={application.editable ? t('steps.review') : t('yourApplication')}
        eyebrow={[application.course?.title, application.intake?.label].filter(Boolean).join(' · ')}
        intro={application.editable ? t('reviewIntro') : undefined}
        crumbs={[]}
      />
      <div className="container">
        {firstParam(query.envoyee) && !application.editable && (
          <p className={styles.notice} role="status">
            {t('submitted')}
          </p>
        )}
        {firstParam(query.reponse) && (
          <p className={styles.notice} role="status">
            {firstParam(query.reponse) === 'ok' ? t('answered') : t('offerClosed')}
          </p>
        )}
        <ApplicationStatus application={application} locale={locale} reference={reference} />
        {application.canAnswer && (
          <NextIntlClientProvider locale={locale} messages={{ application: applicationMessages }}>
            <AnswerForm action={answerAction.bind(null, { locale, reference })} />
          </NextIntlClientProvider>
        )}
        {APPLICATION_STEPS.map((step) => (
          <section key={step.key} aria-labelledby={`review-${step.key}`}>
            <h2 id={`review-${step.key}`}>
              {t(`steps.${step.key}`)}
              {missingSteps.has(step.key) && <span className={styles.missing}> · {t('toComplete')}</span>}
            </h2>
            <dl className={styles.answers}>
              {step.fields.map((field) => (
                <div key={field.name}>
                  <dt>{t(`fields.${field.name as 'firstName'}`)}</dt>
                  <dd>{shown(field, application.answers[step.key]?.[field.name])}</dd>
                </div>
              ))}
            </dl>
            {application.editable && (
              <p>
                <a
                  className={styles.edit}
                  href={getPathname({
                    href: {
                      pathname: '/candidature/dossier/[reference]/[step]',
                      params: { reference, step: stepSlug(locale, step.key) },
                    },
                    locale,
                  })}
                >
                  {t('edit', { step: t(`steps.${step.key}`) })}
                </a>
              </p>
            )}
          </section>
        ))}
        <ReviewDocuments application={application} reference={reference} locale={locale} />
        {application.editable && (
          <NextIntlClientProvider locale={locale} messages={{ application: applicationMessages }}>
            <SubmitForm
              action={submitAction.bind(null, { locale, reference })}
              again={application.stage === 'documents_requested'}
            />
          </NextIntlClientProvider>
        )}
      </div>
    </PageFrame>
  );
}
