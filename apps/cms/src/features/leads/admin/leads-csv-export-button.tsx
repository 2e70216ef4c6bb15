import { useState } from 'react';
import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useAuth, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { LEAD_UID } from '../../../admissions/lead-labels';
import { download } from '../../../browser/download';
import { errorText } from '../../../utils/error-text';
import { countRows } from './count-csv-rows';
import { labelLocaleOf } from '../../../browser/label-locale';

/** The list view's own query (filters, search, sort, locale) without its paging, and the file's language. */
function exportQuery(search: string, language: 'fr' | 'en'): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('pageSize');
  params.set('language', language);
  return params.toString();
}

/** The list view's filters and search alone, for its count. */
function countQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.set('page', '1');
  params.set('pageSize', '1');
  return params.toString();
}

/**
 * "Export CSV" in the content manager's list of leads: the leads that the list shows with its
 * current filters and search, every page of them. The CMS writes the file (leads-csv-export.ts),
 * reading the leads with the officer's session, so the export shows exactly what their role may
 * read; the browser saves what it streams. The button counts the rows as they arrive against the
 * list's count; the officer may go elsewhere in the admin meanwhile, and is told when the file
 * is saved (a notice that stays until closed).
 */
export function LeadsCsvExportButton() {
  const { slug } = useParams<{ slug: string }>();
  const { search } = useLocation();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { formatMessage, locale } = useIntl();
  const token = useAuth('LeadsCsvExportButton', (auth) => auth.token);
  const [progress, setProgress] = useState<{ received: number; total: number } | null>(null);

  if (slug !== LEAD_UID) return null;

  const exportCsv = async () => {
    setProgress({ received: 0, total: 0 });
    try {
      const language = labelLocaleOf(locale);
      const { data: listed } = await get<{ pagination: { total: number } }>(
        `/content-manager/collection-types/${LEAD_UID}`,
        { params: countQuery(search) },
      );
      const total = listed.pagination.total;
      setProgress({ received: 0, total });
      // Read as a stream (the fetch client only hands over the whole body): the rows are counted
      // as they come. Same origin as the admin, with the officer's session.
      const backend = (window as { strapi?: { backendURL?: string } }).strapi?.backendURL ?? '';
      const response = await fetch(`${backend}/admissions/leads/export?${exportQuery(search, language)}`, {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      if (!response.ok || !response.body) throw new Error(`${response.status} ${response.statusText}`);
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      const rows = { quoted: false, rows: 0 };
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        chunks.push(read.value);
        countRows(read.value, rows);
        // The header line is not a lead.
        setProgress({ received: Math.max(0, rows.rows - 1), total });
      }
      const file = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
      download(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), 'text/csv;charset=utf-8', file);
      toggleNotification({
        type: 'success',
        message: formatMessage(
          {
            id: 'leads.export-csv.ready',
            defaultMessage:
              'Export ready: {count, plural, one {# lead} other {# leads}}, in the file {file} among your downloads.',
          },
          { count: Math.max(0, rows.rows - 1), file },
        ),
        blockTransition: true,
      });
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: formatMessage(
          { id: 'leads.export-csv.failed', defaultMessage: 'The export failed: {reason}' },
          { reason: errorText(error) },
        ),
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button variant="secondary" startIcon={<Download />} loading={progress !== null} onClick={exportCsv}>
      {progress && progress.total > 0
        ? formatMessage(
            {
              id: 'leads.export-csv.progress',
              defaultMessage: 'Exporting: {received, number} of {total, number} leads',
            },
            progress,
          )
        : formatMessage({ id: 'leads.export-csv', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
