import type { DocumentKind } from '@horizon/shared/application-documents';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { removeDocumentAction } from '@/components/application/application-actions';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { ApplicationDocument, ApplicationView } from '@/lib/cms/resources/applications';
import { DocumentUpload } from './document-upload';
import styles from './documents.module.css';

/** A file's size as a student reads it: "340 Ko" / "340 KB", "2,4 Mo" / "2.4 MB". */
function fileSize(locale: Locale, bytes: number): string {
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: mega ? 1 : 0 }).format(value);
  const unit = locale === 'fr' ? (mega ? 'Mo' : 'Ko') : mega ? 'MB' : 'KB';
  return `${number} ${unit}`;
}

/**
 * The documents' step: each kind the course asks for (then the optional ones), what it is, the
 * files already sent (to open, or take back), and the form that adds one.
 */
export async function DocumentKinds({
  application,
  reference,
  locale,
}: {
  application: ApplicationView;
  reference: string;
  locale: Locale;
}) {
  const [t, messages] = await Promise.all([getTranslations('application.documents'), getMessages()]);
  const required = new Set<DocumentKind>(application.requiredDocuments);
  const uploadUrl = getPathname({
    href: { pathname: '/candidature/dossier/[reference]/pieces/envoi', params: { reference } },
    locale,
  });
  const fileUrl = (document: ApplicationDocument) =>
    getPathname({
      href: {
        pathname: '/candidature/dossier/[reference]/pieces/[document]',
        params: { reference, document: document.id },
      },
      locale,
    });
  const diploma = application.diplomaHint;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        application: { documents: (messages as { application: { documents: unknown } }).application.documents },
      }}
    >
      {application.offeredDocuments.map((kind) => {
        const files = application.documents.filter((document) => document.kind === kind);
        const label = t(`kinds.${kind}`);
        return (
          <section key={kind} className={styles.kind} aria-labelledby={`kind-${kind}`}>
            <h2 id={`kind-${kind}`}>
              {label}{' '}
              <span className={required.has(kind) ? styles.required : styles.accepted}>
                · {required.has(kind) ? t('required') : t('optional')}
              </span>
            </h2>
            <p>{t(`hints.${kind}`)}</p>
            {diploma && (kind === 'secondaryDiploma' || kind === 'degree') && (
              <p>{t('diplomaHint', { country: diploma.country, diploma: diploma.diploma })}</p>
            )}
            {files.length > 0 && (
              <ul className={styles.files} aria-label={t('sentFiles', { document: label })}>
                {files.map((file) => (
                  <li key={file.id}>
                    {file.state === 'kept' ? (
                      <a href={fileUrl(file)} target="_blank" rel="noopener">
                        {file.fileName}
                      </a>
                    ) : (
                      <span>{file.fileName}</span>
                    )}
                    <span>
                      {file.state === 'kept'
                        ? t('fileFacts', { size: fileSize(locale, file.size), pages: file.pages ?? 1 })
                        : t('interrupted')}
                    </span>
                    {application.editable && (
                      <form action={removeDocumentAction.bind(null, { locale, reference, document: file.id })}>
                        <button
                          type="submit"
                          className={styles.linkButton}
                          aria-label={t('removeFile', { name: file.fileName })}
                        >
                          {t('remove')}
                        </button>
                      </form>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {application.editable && (
              <DocumentUpload reference={reference} kind={kind} label={label} uploadUrl={uploadUrl} />
            )}
          </section>
        );
      })}
    </NextIntlClientProvider>
  );
}
