import { getTranslations } from 'next-intl/server';
import styles from '@/components/applicant/applicant.module.css';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { ApplicationView } from '@/lib/cms/resources/applications';

/** The review's documents: each kind asked for, and each one sent, with the files to open. */
export async function ReviewDocuments({
  application,
  reference,
  locale,
}: {
  application: ApplicationView;
  reference: string;
  locale: Locale;
}) {
  const t = await getTranslations('application');
  const kinds = application.offeredDocuments.filter(
    (kind) =>
      application.requiredDocuments.includes(kind) || application.documents.some((document) => document.kind === kind),
  );
  const missing = application.missing.some((entry) => entry.step === 'documents');
  const fileUrl = (document: string) =>
    getPathname({
      href: { pathname: '/candidature/dossier/[reference]/pieces/[document]', params: { reference, document } },
      locale,
    });
  return (
    <section aria-labelledby="review-documents">
      <h2 id="review-documents">
        {t('steps.documents')}
        {missing && <span className={styles.missing}> · {t('toComplete')}</span>}
      </h2>
      <dl className={styles.answers}>
        {kinds.map((kind) => {
          const files = application.documents.filter((document) => document.kind === kind && document.state === 'kept');
          return (
            <div key={kind}>
              <dt>{t(`documents.kinds.${kind}`)}</dt>
              <dd>
                {files.length === 0
                  ? t('notProvided')
                  : files.map((file, index) => (
                      <span key={file.id}>
                        {index > 0 && ', '}
                        <a href={fileUrl(file.id)} target="_blank" rel="noopener">
                          {file.fileName}
                        </a>
                      </span>
                    ))}
              </dd>
            </div>
          );
        })}
      </dl>
      {application.editable && (
        <p>
          <a
            className={styles.edit}
            href={getPathname({
              href: { pathname: '/candidature/dossier/[reference]/pieces', params: { reference } },
              locale,
            })}
          >
            {t('edit', { step: t('steps.documents') })}
          </a>
        </p>
      )}
    </section>
  );
}
