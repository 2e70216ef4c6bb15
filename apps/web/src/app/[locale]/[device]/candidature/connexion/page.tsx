import { NextIntlClientProvider } from 'next-intl';
import { ForgetDrafts, ForgetStaleDrafts } from '@/components/application/forget-drafts';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { applicantMetadata } from '@/components/applicant/applicant-metadata';
import { finishPasskeySignIn, startPasskeySignIn } from '@/components/applicant/passkey-actions';
import { PasskeySignIn } from '@/components/applicant/passkey-sign-in';
import { signInStep, type SignInState } from '@/components/applicant/sign-in-actions';
import { SignInForm } from '@/components/applicant/sign-in-form';
import styles from '@/components/applicant/applicant.module.css';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { pendingAddress } from '@/lib/applicant/applicant-cookies';
import { toDevice } from '@/lib/device';
import { firstParam } from '@/lib/search-params';

export const generateMetadata = applicantMetadata('/candidature/connexion', 'signInTitle');

/** Why the visitor is back here: the link was spent, they signed out, their session ended. */
const NOTICES = { lien: 'linkExpired', sortie: 'signedOut', session: 'sessionEnded' } as const;

/** The applicant's sign-in (`/candidature/connexion` | `/en/apply/sign-in`): an address, then a code. */
export default async function SignInPage({
  params,
  searchParams,
}: PageProps<'/[locale]/[device]/candidature/connexion'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [t, messages, query, pending] = await Promise.all([
    getTranslations('applicant'),
    getMessages(),
    searchParams,
    pendingAddress(),
  ]);
  const notice = (Object.keys(NOTICES) as Array<keyof typeof NOTICES>).find((key) => firstParam(query[key]));
  const initial: SignInState = pending ? { step: 'code', email: pending } : { step: 'address', email: '' };
  return (
    <PageFrame
      callsToAction={false}
      locale={locale}
      device={toDevice(device)}
      alternates={sameRouteAlternates('/candidature/connexion')}
    >
      <PageHeader title={t('signInTitle')} intro={t('signInIntro')} crumbs={[]} />
      <div className="container">
        {notice === 'sortie' ? <ForgetDrafts /> : <ForgetStaleDrafts />}
        {notice && (
          <p className={styles.notice} role="status">
            {t(NOTICES[notice])}
          </p>
        )}
        <NextIntlClientProvider
          locale={locale}
          messages={{ applicant: (messages as { applicant: Record<string, unknown> }).applicant }}
        >
          <SignInForm action={signInStep.bind(null, locale)} initial={initial} />
          <PasskeySignIn start={startPasskeySignIn} finish={finishPasskeySignIn.bind(null, locale)} />
        </NextIntlClientProvider>
      </div>
    </PageFrame>
  );
}
