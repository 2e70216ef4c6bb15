import { APPLICATION_STEPS } from '@horizon/shared/application-steps';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { autosaveAction, saveStepAction } from '@/components/application/application-actions';
import { signedInApplication } from '@/components/application/signed-in-application';
import { StepForm } from '@/components/application/step-form';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { stepOfSlug, stepSlug } from '@/lib/applicant/application-paths';
import { toDevice } from '@/lib/device';
import { countryChoices } from '@/lib/leads/country-choices';

type Props = PageProps<'/[locale]/[device]/candidature/dossier/[reference]/[step]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: value, step: slug } = await params;
  const locale = toLocale(value);
  const t = await getTranslations({ locale, namespace: 'application' });
  const step = stepOfSlug(locale, slug);
  return { title: step ? t(`steps.${step}`) : undefined, robots: { index: false, follow: false } };
}

/** One step of an application (`/candidature/dossier/C-…/identite` | `/en/apply/application/C-…/identity`). */
export default async function ApplicationStepPage({ params }: Props) {
  const { locale: value, device, reference, step: slug } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const step = stepOfSlug(locale, slug);
  if (!step) notFound();
  const application = await signedInApplication(locale, reference);
  const review = getPathname({ href: { pathname: '/candidature/dossier/[reference]', params: { reference } }, locale });
  if (!application.editable) redirect(review);
  const [t, messages] = await Promise.all([getTranslations('application'), getMessages()]);
  const index = APPLICATION_STEPS.findIndex((candidate) => candidate.key === step);
  const previous = APPLICATION_STEPS[index - 1];
  const pathOf = (locale: 'fr' | 'en') =>
    getPathname({
      href: {
        pathname: '/candidature/dossier/[reference]/[step]',
        params: { reference, step: stepSlug(locale, step) },
      },
      locale,
    });
  return (
    <PageFrame
      callsToAction={false}
      locale={locale}
      device={toDevice(device)}
      alternates={{ fr: pathOf('fr'), en: pathOf('en') }}
    >
      <PageHeader
        title={t(`steps.${step}`)}
        eyebrow={[application.course?.title, application.intake?.label].filter(Boolean).join(' · ')}
        intro={t('stepOf', { index: index + 1, count: APPLICATION_STEPS.length + 2 })}
        crumbs={[]}
      />
      <div className="container">
        <NextIntlClientProvider
          locale={locale}
          messages={{ application: (messages as { application: Record<string, unknown> }).application }}
        >
          <StepForm
            reference={reference}
            step={step}
            action={saveStepAction.bind(null, { locale, reference, step })}
            autosave={autosaveAction.bind(null, { locale, reference, step })}
            saved={application.answers[step] ?? {}}
            savedAt={application.savedAt}
            countries={countryChoices(locale)}
            previousHref={
              previous
                ? getPathname({
                    href: {
                      pathname: '/candidature/dossier/[reference]/[step]',
                      params: { reference, step: stepSlug(locale, previous.key) },
                    },
                    locale,
                  })
                : null
            }
          />
        </NextIntlClientProvider>
      </div>
    </PageFrame>
  );
}
