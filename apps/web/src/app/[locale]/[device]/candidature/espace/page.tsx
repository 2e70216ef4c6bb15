import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { applicantMetadata } from '@/components/applicant/applicant-metadata';
import { signOut } from '@/components/applicant/sign-in-actions';
import { PasskeyList } from '@/components/applicant/passkey-list';
import { startAction } from '@/components/application/application-actions';
import { StartForm } from '@/components/application/start-form';
import styles from '@/components/applicant/applicant.module.css';
import forms from '@/components/forms/lead-form.module.css';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { APPLICATION_STEPS } from '@horizon/shared/application-steps';
import { stepSlug } from '@/lib/applicant/application-paths';
import { applicantSpace } from '@/lib/cms/resources/applicant';
import { myPasskeys } from '@/lib/cms/resources/applicant-passkeys';
import { myApplications } from '@/lib/cms/resources/applications';
import { getLeadFormOptions } from '@/lib/cms/resources/lead-options';
import { toDevice } from '@/lib/device';
import { formatDate } from '@/lib/format';
import { firstParam } from '@/lib/search-params';

export const generateMetadata = applicantMetadata('/candidature/espace', 'spaceTitle');

const REQUEST_TYPES = new Set(['brochure', 'contact', 'registration', 'application']);

/** The signed-in applicant's space (`/candidature/espace` | `/en/apply/my-space`). */
export default async function ApplicantSpacePage({
  params,
  searchParams,
}: PageProps<'/[locale]/[device]/candidature/espace'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const token = await sessionToken();
  const space = token ? await applicantSpace(token) : null;
  if (!space)
    redirect(
      getPathname({ href: { pathname: '/candidature/connexion', query: token ? { session: 'fin' } : {} }, locale }),
    );
  const [t, a, messages, applications, options, passkeys, query] = await Promise.all([
    getTranslations('applicant'),
    getTranslations('application'),
    getMessages(),
    myApplications(token!),
    getLeadFormOptions(locale),
    myPasskeys(token!),
    searchParams,
  ]);
  const firstStep = APPLICATION_STEPS[0]!.key;
  return (
    <PageFrame
      callsToAction={false}
      locale={locale}
      device={toDevice(device)}
      alternates={sameRouteAlternates('/candidature/espace')}
    >
      <PageHeader title={t('spaceTitle')} crumbs={[]} />
      <div className="container">
        <p className={styles.address}>{t('signedInAs', { email: space.session.email })}</p>
        <h2>{a('applicationsTitle')}</h2>
        {applications.length === 0 ? (
          <p>{a('noApplications')}</p>
        ) : (
          <ul className={styles.requests}>
            {applications.map((application) => (
              <li key={application.reference}>
                <strong>{application.course?.title ?? a('reference', { reference: application.reference })}</strong>
                {application.intake ? ` · ${application.intake.label}` : ''}
                <br />
                {a('reference', { reference: application.reference })} · {a(`stages.${application.stage as 'draft'}`)}
                <br />
                <a
                  href={getPathname({
                    href:
                      application.editable && application.missing.length > 0
                        ? {
                            pathname: '/candidature/dossier/[reference]/[step]',
                            params: {
                              reference: application.reference,
                              step: stepSlug(locale, (application.missing[0]?.step as typeof firstStep) ?? firstStep),
                            },
                          }
                        : {
                            pathname: '/candidature/dossier/[reference]',
                            params: { reference: application.reference },
                          },
                    locale,
                  })}
                >
                  {application.editable ? a('continue') : a('view')}
                </a>
              </li>
            ))}
          </ul>
        )}
        <h2>{a('startTitle')}</h2>
        <NextIntlClientProvider
          locale={locale}
          messages={{ application: (messages as { application: Record<string, unknown> }).application }}
        >
          <StartForm
            action={startAction.bind(null, locale)}
            courses={options.courses.map((course) => ({
              id: course.documentId,
              label: course.school ? `${course.title} (${course.school.name})` : course.title,
            }))}
            intakes={options.intakes.map((intake) => ({ id: intake.documentId, label: intake.label }))}
          />
        </NextIntlClientProvider>
        <h2>{t('requestsTitle')}</h2>
        {space.requests.length === 0 ? (
          <p>{t('noRequests')}</p>
        ) : (
          <ul className={styles.requests}>
            {space.requests.map((request, index) => (
              <li key={index}>
                <strong>
                  {REQUEST_TYPES.has(request.type)
                    ? t(`requestTypes.${request.type as 'brochure' | 'contact' | 'registration' | 'application'}`)
                    : request.type}
                </strong>
                {request.course || request.school
                  ? ` · ${[request.course, request.school].filter(Boolean).join(', ')}`
                  : ''}
                {' · '}
                {t('requestAt', { date: formatDate(locale, request.submittedAt) })}
              </li>
            ))}
          </ul>
        )}
        <NextIntlClientProvider
          locale={locale}
          messages={{ applicant: (messages as { applicant: Record<string, unknown> }).applicant }}
        >
          <PasskeyList locale={locale} passkeys={passkeys} notice={firstParam(query.cle)} />
        </NextIntlClientProvider>
        <form action={signOut.bind(null, locale)} className={`${forms.form} ${styles.signOut}`}>
          <label className={forms.check}>
            <input type="checkbox" name="everywhere" />
            <span>{t('signOutEverywhere')}</span>
          </label>
          <button type="submit" className="button secondary">
            {t('signOut')}
          </button>
        </form>
      </div>
    </PageFrame>
  );
}
