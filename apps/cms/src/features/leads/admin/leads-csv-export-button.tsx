import { useState } from 'react';
import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { LEAD_UID } from '../lead-labels';
import { leadsCsv, type LeadRow } from '../leads-csv';
import { download } from '../../../admin/download';
import { errorText } from '../../../utils/error-text';

interface ListPage {
  results: LeadRow[];
  pagination: { page: number; pageCount: number };
}

const PAGE_SIZE = 100;

/** The list view's own query (filters, search, sort, locale) without its paging. */
function listQuery(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('pageSize');
  params.set('page', String(page));
  params.set('pageSize', String(PAGE_SIZE));
  return params.toString();
}

/**
 * "Export CSV" in the content manager's list of leads: the leads that the list shows with its
 * current filters and search, every page of them. They are read through the content manager's
 * API with the editor's session, so the export shows exactly what their role may read.
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
      const rows: LeadRow[] = [];
      for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
        const { data } = await get<ListPage>(`/content-manager/collection-types/${LEAD_UID}`, {
          params: listQuery(search, page),
        });
        rows.push(...data.results);
        pageCount = data.pagination.pageCount;
      }
      const language = locale.startsWith('fr') ? 'fr' : 'en';
      download(
        leadsCsv(rows, language),
        'text/csv;charset=utf-8',
        `leads-${new Date().toISOString().slice(0, 10)}.csv`,
      );
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
