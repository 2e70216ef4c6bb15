import { useState } from 'react';
import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { LEAD_UID } from '../../../admissions/lead-labels';
import { download } from '../../../browser/download';
import { errorText } from '../../../utils/error-text';

/** The list view's own query (filters, search, sort, locale) without its paging, and the file's language. */
function exportQuery(search: string, language: 'fr' | 'en'): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('pageSize');
  params.set('language', language);
  return params.toString();
}

/**
 * "Export CSV" in the content manager's list of leads: the leads that the list shows with its
 * current filters and search, every page of them. The CMS writes the file (leads-csv-export.ts),
 * reading the leads with the officer's session, so the export shows exactly what their role may
 * read; the browser saves what it streams.
 */
export function LeadsCsvExportButton() {
  const { slug } = useParams<{ slug: string }>();
  const { search } = useLocation();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { formatMessage, locale } = useIntl();
  const [busy, setBusy] = useState(false);

  if (slug !== LEAD_UID) return null;

  const exportCsv = async () => {
    setBusy(true);
    try {
      const language = locale.startsWith('fr') ? 'fr' : 'en';
      const { data } = await get<Blob>('/admissions/leads/export', {
        params: exportQuery(search, language),
        responseType: 'blob',
      });
      download(data, 'text/csv;charset=utf-8', `leads-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toggleNotification({
        type: 'danger',
        message: formatMessage(
          { id: 'leads.export-csv.failed', defaultMessage: 'The export failed: {reason}' },
          { reason: errorText(error) },
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" startIcon={<Download />} loading={busy} onClick={exportCsv}>
      {formatMessage({ id: 'leads.export-csv', defaultMessage: 'Export CSV' })}
    </Button>
  );
}
