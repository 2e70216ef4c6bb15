import { useEffect, useState } from 'react';
import { Box, Button, Flex, Modal, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { ReadStatus } from '../../../browser/read-status';
import { useAdminRead } from '../../../browser/use-admin-read';
import {
  APPLICATION_UID,
  documentKindLabels,
  virusScanLabels,
  type DOCUMENT_KINDS,
} from '../../../admissions/application-labels';
import { labelLocaleOf } from '../../../browser/label-locale';

interface DocumentRow {
  documentId: string;
  kind: (typeof DOCUMENT_KINDS)[number];
  fileName: string;
  contentType: string | null;
  size: number;
  received: number | null;
  pages: number | null;
  state: 'receiving' | 'kept';
  virusScan: 'clean' | 'not_scanned' | null;
}

/**
 * A document shown in the admin's page: its bytes fetched with the officer's sign-in into memory
 * (a blob address), drawn in a frame or as a picture, dropped when closed. Nothing goes to the
 * officer's disk, and no address of the file works outside this page.
 */
function DocumentViewer({ document, onClose }: { document: DocumentRow; onClose: () => void }) {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let address: string | null = null;
    let current = true;
    get<Blob>(`/admissions/application-documents/${document.documentId}`, { responseType: 'blob' }).then(
      (answer) => {
        if (!current) return;
        address = URL.createObjectURL(answer.data);
        setUrl(address);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [document.documentId, get]);
  const name = formatMessage(
    { id: 'applications.documents.viewer', defaultMessage: 'Document: {name}' },
    { name: document.fileName },
  );
  return (
    <Modal.Root open onOpenChange={(open: boolean) => !open && onClose()}>
      <Modal.Content style={{ width: 'min(96vw, 1100px)', maxWidth: 'none' }}>
        <Modal.Header>
          <Modal.Title>{name}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failed ? (
            <Typography role="alert">
              {formatMessage({
                id: 'applications.documents.openFailed',
                defaultMessage: 'The document could not be opened.',
              })}
            </Typography>
          ) : !url ? (
            <Typography>
              {formatMessage({ id: 'applications.documents.loading', defaultMessage: 'Loading…' })}
            </Typography>
          ) : document.contentType === 'application/pdf' ? (
            <iframe title={name} src={url} style={{ width: '100%', height: '75vh', border: 0 }} />
          ) : (
            <img src={url} alt={name} style={{ maxWidth: '100%', height: 'auto' }} />
          )}
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">
              {formatMessage({ id: 'applications.documents.close', defaultMessage: 'Close' })}
            </Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

const kiloBytes = (bytes: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} ${locale.startsWith('fr') ? 'Ko' : 'KB'}`;

/** The side panel of an online application's documents: each file, its kind in the officer's words, and a button that shows it. */
export function DocumentsPanel({
  model,
  documentId,
  document,
}: {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string };
}) {
  const { formatMessage, locale } = useIntl();
  const loaded = useAdminRead(
    model === APPLICATION_UID && documentId ? `/admissions/applications/${documentId}/documents` : null,
    (body: { data: DocumentRow[] }) => body.data,
    document?.updatedAt,
  );
  const [open, setOpen] = useState<DocumentRow | null>(null);
  if (model !== APPLICATION_UID || !documentId) return null;
  const language = labelLocaleOf(locale);
  const m = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: `applications.documents.${id}`, defaultMessage }, values);
  const title = m('title', 'The file’s documents');
  if (loaded.state !== 'loaded')
    return {
      title,
      content: (
        <ReadStatus
          read={loaded}
          loading={m('loading', 'Loading…')}
          failed={m('failed', 'The documents could not be read.')}
          retry={m('retry', 'Try again')}
        />
      ),
    };
  const content =
    loaded.value.length === 0 ? (
      <Typography variant="pi" tag="p">
        {m('empty', 'No document sent yet.')}
      </Typography>
    ) : (
      <Flex tag="ul" direction="column" alignItems="stretch" gap={2} width="100%" aria-label={title}>
        {loaded.value.map((row) => (
          <Box tag="li" key={row.documentId} padding={2} background="neutral100" hasRadius>
            <Typography variant="omega" fontWeight="bold" tag="p">
              {documentKindLabels[row.kind]?.[language] ?? row.kind}
            </Typography>
            {row.state === 'kept' ? (
              <>
                <Typography variant="pi" tag="p">
                  {m('facts', '{size} · {pages} p. · {scan}', {
                    size: kiloBytes(row.size, locale),
                    pages: String(row.pages ?? 1),
                    scan: virusScanLabels[row.virusScan ?? 'not_scanned'][language],
                  })}
                </Typography>
                <Button variant="secondary" size="S" onClick={() => setOpen(row)} style={{ maxWidth: '100%' }}>
                  <span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                    {m('open', 'View “{name}”', { name: row.fileName })}
                  </span>
                </Button>
              </>
            ) : (
              <Typography variant="pi" tag="p">
                {row.fileName} ·{' '}
                {m('receiving', 'Uploading ({percent}%)', {
                  percent: String(Math.floor(((row.received ?? 0) / Math.max(row.size, 1)) * 100)),
                })}
              </Typography>
            )}
          </Box>
        ))}
        {open && <DocumentViewer document={open} onClose={() => setOpen(null)} />}
      </Flex>
    );
  return { title, content };
}
