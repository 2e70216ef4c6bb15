import { getTranslations } from 'next-intl/server';
import styles from '@/components/applicant/applicant.module.css';
import { keepAction } from './application-actions';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { contentPath } from '@/i18n/content-paths';
import { SiteLink } from '@/components/site-link';
import { ParisTime } from '@/components/time/paris-time';
import { formatDate } from '@/lib/format';
import type { ApplicationView } from '@/lib/cms/resources/applications';

/**
 * Where an application stands, in the applicant's words: its reference and stage, what the stage
 * means for them, what the school asks for (which documents, why, by when), the conditions of an
 * offer, and the offer letter once there is one.
 */
export async function ApplicationStatus({
  application,
  locale,
  reference,
}: {
  application: ApplicationView;
  locale: Locale;
  reference: string;
}) {
  const t = await getTranslations('application');
  const stage = application.stage as 'submitted';
  const letter = getPathname({
    href: { pathname: '/candidature/dossier/[reference]/lettre', params: { reference } },
    locale,
  });
  return (
    <section aria-labelledby="status-title" className={styles.status}>
      <h2 id="status-title">{t('status.title')}</h2>
      <p>
        <strong>{t('reference', { reference: application.reference })}</strong>
        {' · '}
        {t(`stages.${stage}`)}
        {application.submittedAt ? ` (${t('sentOn', { date: formatDate(locale, application.submittedAt) })})` : ''}
      </p>
      {application.stage !== 'draft' && <p>{t(`status.${stage}`)}</p>}
      {application.request && (
        <>
          <h3>{t('requestTitle')}</h3>
          <p className={styles.quoted}>{application.request.documents}</p>
          {application.request.dueOn && <p>{t('dueOn', { date: formatDate(locale, application.request.dueOn) })}</p>}
          <p>
            <a
              className="button secondary"
              href={getPathname({
                href: { pathname: '/candidature/dossier/[reference]/pieces', params: { reference } },
                locale,
              })}
            >
              {t('documents.add')}
            </a>
          </p>
        </>
      )}
      {application.interview && (
        <>
          <h3>{t('interviewTitle')}</h3>
          <p>
            <ParisTime iso={application.interview.at} locale={locale} local={application.interview.place} />
          </p>
          {application.interview.details && (
            <p className={styles.quoted}>{t('interviewHow', { details: application.interview.details })}</p>
          )}
        </>
      )}
      {application.conditions && (
        <>
          <h3>{t('conditionsTitle')}</h3>
          <p className={styles.quoted}>{application.conditions}</p>
        </>
      )}
      {application.answeredAt && !application.canAnswer && (
        <p>{t('answeredOn', { date: formatDate(locale, application.answeredAt) })}</p>
      )}
      {application.stage === 'not_admitted' && application.keepInView && <p>{t('keptInView')}</p>}
      {application.erasedOn && <p>{t('erasedOn', { date: formatDate(locale, application.erasedOn) })}</p>}
      {application.stage === 'not_admitted' && (
        <form action={keepAction.bind(null, { locale, reference, keep: !application.keepInView })}>
          <button type="submit" className="button secondary">
            {application.keepInView ? t('stopKeeping') : t('keepInView')}
          </button>
        </form>
      )}
      {application.etudesEnFrance && !application.decidedAt && (
        <>
          <h3>{t('platformTitle')}</h3>
          <p>{t('platformText', { country: application.etudesEnFrance.country })}</p>
          <p>
            <SiteLink href={contentPath.countryGuide(locale, application.etudesEnFrance.guideSlug)}>
              {t('platformLink', { country: application.etudesEnFrance.country })}
            </SiteLink>
          </p>
        </>
      )}
      {application.hasLetter && (
        <p>
          <a href={letter} className="button secondary">
            {t('letter')}
          </a>{' '}
          <span>{t('letterHint')}</span>
        </p>
      )}
    </section>
  );
}
