import { getTranslations, setRequestLocale } from 'next-intl/server';
import { applicantMetadata } from '@/components/applicant/applicant-metadata';
import { signInWithLink } from '@/components/applicant/sign-in-actions';
import styles from '@/components/applicant/applicant.module.css';
import forms from '@/components/forms/lead-form.module.css';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { SiteLink } from '@/components/site-link';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { toDevice } from '@/lib/device';
import { firstParam } from '@/lib/search-params';

export const generateMetadata = applicantMetadata('/candidature/lien', 'linkTitle');

/**
 * The e-mail's link (`/candidature/lien?t=…` | `/en/apply/link?t=…`). Opening it signs nobody
 * in: mail scanners open links before the student does, and would spend it. The button does.
 */
export default async function SignInLinkPage({
  params,
  searchParams,
}: PageProps<'/[locale]/[device]/candidature/lien'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('applicant'), searchParams]);
  const link = firstParam(query.t);
  return (
    <PageFrame
      callsToAction={false}
      locale={locale}
      device={toDevice(device)}
      alternates={sameRouteAlternates('/candidature/lien')}
    >
      <PageHeader title={t('linkTitle')} intro={link ? t('linkIntro') : undefined} crumbs={[]} />
      <div className="container">
        {link ? (
          <form action={signInWithLink.bind(null, locale)} className={forms.form}>
            <input type="hidden" name="t" value={link} />
            <button type="submit" className={`button accent ${forms.submit}`}>
              {t('linkButton')}
            </button>
          </form>
        ) : (
          <>
            <p className={styles.notice}>{t('linkMissing')}</p>
            <SiteLink href={getPathname({ href: '/candidature/connexion', locale })} className="button">
              {t('signInPage')}
            </SiteLink>
          </>
        )}
      </div>
    </PageFrame>
  );
}
