import { APPLICATION_STEPS } from '@horizon/shared/application-steps';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import styles from '@/components/applicant/applicant.module.css';
import { signedInApplication } from '@/components/application/signed-in-application';
import { DocumentKinds } from '@/components/application-documents/document-kinds';
import { UploadNotice } from '@/components/application-documents/upload-notice';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { stepSlug } from '@/lib/applicant/application-paths';
import { toDevice } from '@/lib/device';

type Props = PageProps<'/[locale]/[device]/candidature/dossier/[reference]/pieces'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: 'application' });
  return { title: t('steps.documents'), robots: { index: false, follow: false } };
}

/** An application's documents (`/candidature/dossier/C-…/pieces` | `/en/apply/application/C-…/documents`). */
export default async function DocumentsPage({ params, searchParams }: Props) {
  const { locale: value, device, reference } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const application = await signedInApplication(locale, reference);
  const review = getPathname({ href: { pathname: '/candidature/dossier/[reference]', params: { reference } }, locale });
  if (!application.editable) redirect(review);
  const [t, query] = await Promise.all([getTranslations('application'), searchParams]);
  const pathOf = (to: Locale) =>
    getPathname({ href: { pathname: '/candidature/dossier/[reference]/pieces', params: { reference } }, locale: to });
  const last = APPLICATION_STEPS[APPLICATION_STEPS.length - 1]!;
  return (
    <PageFrame
      callsToAction={false}
      locale={locale}
      device={toDevice(device)}
      alternates={{ fr: pathOf('fr'), en: pathOf('en') }}
    >
      <PageHeader
        title={t('steps.documents')}
        eyebrow={[application.course?.title, application.intake?.label].filter(Boolean).join(' · ')}
        intro={t('stepOf', { index: APPLICATION_STEPS.length + 1, count: APPLICATION_STEPS.length + 2 })}
        crumbs={[]}
      />
      <div className="container">
        <UploadNotice query={query} />
        <p>{t('documents.intro')}</p>
        <DocumentKinds application={application} reference={reference} locale={locale} />
        <p className={styles.actions}>
          <a
            className="button secondary"
            href={getPathname({
              href: {
                pathname: '/candidature/dossier/[reference]/[step]',
                params: { reference, step: stepSlug(locale, last.key) },
              },
              locale,
            })}
          >
            {t('previous')}
          </a>
          <a className="button accent" href={review}>
            {t('documents.continue')}
          </a>
        </p>
      </div>
    </PageFrame>
  );
}
