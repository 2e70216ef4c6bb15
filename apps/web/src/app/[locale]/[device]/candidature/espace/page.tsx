import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { applicantMetadata } from '@/components/applicant/applicant-metadata';
import { signOut } from '@/components/applicant/sign-in-actions';
import styles from '@/components/applicant/applicant.module.css';
import forms from '@/components/forms/lead-form.module.css';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { sessionToken } from '@/lib/applicant/applicant-cookies';
import { applicantSpace } from '@/lib/cms/resources/applicant';
import { toDevice } from '@/lib/device';
import { formatDate } from '@/lib/format';

export const generateMetadata = applicantMetadata('/candidature/espace', 'spaceTitle');

const REQUEST_TYPES = new Set(['brochure', 'contact', 'registration', 'application']);

/** The signed-in applicant's space (`/candidature/espace` | `/en/apply/my-space`). */
export default async function ApplicantSpacePage({ params }: PageProps<'/[locale]/[device]/candidature/espace'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const token = await sessionToken();
  const space = token ? await applicantSpace(token) : null;
  if (!space)
    redirect(
      getPathname({ href: { pathname: '/candidature/connexion', query: token ? { session: 'fin' } : {} }, locale }),
    );
  const t = await getTranslations('applicant');
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/candidature/espace')}>
      <PageHeader title={t('spaceTitle')} crumbs={[]} />
      <div className="container">
        <p className={styles.address}>{t('signedInAs', { email: space.session.email })}</p>
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
