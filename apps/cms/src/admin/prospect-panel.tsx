import { useEffect, useState } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LEAD_UID, leadTypeLabels, type LeadType } from '../leads/lead-labels';
import { PROSPECT_UID, STAGE_CHANGE_UID, stageLabels, type Stage } from '../prospects/prospect-labels';

interface LeadRow {
  documentId: string;
  type: LeadType;
  createdAt: string;
  submittedAt: string | null;
  origine: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  consent: boolean | null;
  consentVersion: string | null;
  marketingOptIn: boolean | null;
  pagePath: string | null;
  course: { title?: string } | null;
  school: { name?: string } | null;
}

interface ChangeRow {
  documentId: string;
  fromStage: Stage | null;
  toStage: Stage;
  note: string | null;
  changedAt: string;
  changedBy: string;
}

interface Summary {
  leads: LeadRow[];
  changes: ChangeRow[];
}

const byProspect = (documentId: string, sort: string) =>
  new URLSearchParams({
    'filters[prospect][documentId][$eq]': documentId,
    sort,
    page: '1',
    pageSize: '100',
  }).toString();

/** A prospect's leads and follow-up, newest first, read with the officer's own permissions. */
function useProspectSummary(documentId: string | undefined, version: string | undefined): Summary | null {
  const { get } = useFetchClient();
  const [summary, setSummary] = useState<Summary | null>(null);
  useEffect(() => {
    if (!documentId) return;
    let current = true;
    void Promise.all([
      get<{ results: LeadRow[] }>(
        `/content-manager/collection-types/${LEAD_UID}?${byProspect(documentId, 'createdAt:DESC')}`,
      ),
      get<{ results: ChangeRow[] }>(
        `/content-manager/collection-types/${STAGE_CHANGE_UID}?${byProspect(documentId, 'changedAt:DESC')}`,
      ),
    ]).then(
      ([leads, changes]) => current && setSummary({ leads: leads.data.results, changes: changes.data.results }),
      () => current && setSummary({ leads: [], changes: [] }),
    );
    return () => {
      current = false;
    };
    // `version` (the prospect's last update) reads the history again after a save.
  }, [documentId, version, get]);
  return summary;
}

const origin = (lead: LeadRow) => [lead.origine, lead.utmSource, lead.utmMedium].filter(Boolean).join(' / ');

/**
 * The side panel of a prospect: everything their leads say (what, when, about which course, from
 * which campaign, under which consent) and the follow-up history, newest first.
 */
export function ProspectPanel({
  model,
  documentId,
  document,
}: {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string };
}) {
  const { formatMessage, formatDate, locale } = useIntl();
  const summary = useProspectSummary(model === PROSPECT_UID ? documentId : undefined, document?.updatedAt);
  if (model !== PROSPECT_UID || !documentId) return null;
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const yes = formatMessage({ id: 'prospects.panel.yes', defaultMessage: 'yes' });
  const no = formatMessage({ id: 'prospects.panel.no', defaultMessage: 'no' });

  const content = !summary ? (
    <Typography variant="pi">{formatMessage({ id: 'prospects.panel.loading', defaultMessage: 'Loading…' })}</Typography>
  ) : (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      <section aria-labelledby="prospect-leads">
        <Typography id="prospect-leads" variant="sigma" tag="h3">
          {formatMessage(
            { id: 'prospects.panel.leads', defaultMessage: 'Leads ({count})' },
            { count: summary.leads.length },
          )}
        </Typography>
        <Flex tag="ol" direction="column" alignItems="stretch" gap={2} marginTop={2}>
          {summary.leads.map((lead) => (
            <Box tag="li" key={lead.documentId} padding={2} background="neutral100" hasRadius>
              <Typography variant="omega" fontWeight="bold" tag="p">
                <Link to={`/content-manager/collection-types/${LEAD_UID}/${lead.documentId}`}>
                  {leadTypeLabels[lead.type]?.[language] ?? lead.type} · {when(lead.submittedAt ?? lead.createdAt)}
                </Link>
              </Typography>
              {(lead.course?.title || lead.school?.name) && (
                <Typography variant="pi" tag="p">
                  {lead.course?.title ?? lead.school?.name}
                </Typography>
              )}
              {origin(lead) && (
                <Typography variant="pi" tag="p">
                  {formatMessage(
                    { id: 'prospects.panel.origin', defaultMessage: 'Origin: {origin}' },
                    { origin: origin(lead) },
                  )}
                </Typography>
              )}
              <Typography variant="pi" tag="p">
                {formatMessage(
                  {
                    id: 'prospects.panel.consent',
                    defaultMessage: 'Consent: {consent} (wording {version}, page {page}) · marketing: {marketing}',
                  },
                  {
                    consent: lead.consent ? yes : no,
                    version: lead.consentVersion ?? '—',
                    page: lead.pagePath ?? '—',
                    marketing: lead.marketingOptIn ? yes : no,
                  },
                )}
              </Typography>
            </Box>
          ))}
        </Flex>
      </section>
      <section aria-labelledby="prospect-history">
        <Typography id="prospect-history" variant="sigma" tag="h3">
          {formatMessage({ id: 'prospects.panel.history', defaultMessage: 'Follow-up history' })}
        </Typography>
        {summary.changes.length === 0 ? (
          <Typography variant="pi" tag="p">
            {formatMessage({ id: 'prospects.panel.no-history', defaultMessage: 'No follow-up yet.' })}
          </Typography>
        ) : (
          <Flex tag="ol" direction="column" alignItems="stretch" gap={2} marginTop={2}>
            {summary.changes.map((change) => (
              <Box tag="li" key={change.documentId} padding={2} background="neutral100" hasRadius>
                <Typography variant="omega" fontWeight="bold" tag="p">
                  {change.fromStage && change.fromStage !== change.toStage
                    ? `${stageLabels[change.fromStage][language]} → ${stageLabels[change.toStage][language]}`
                    : stageLabels[change.toStage][language]}
                </Typography>
                <Typography variant="pi" tag="p">
                  {when(change.changedAt)} · {change.changedBy}
                </Typography>
                {change.note && (
                  <Typography variant="pi" tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                    {change.note}
                  </Typography>
                )}
              </Box>
            ))}
          </Flex>
        )}
      </section>
    </Flex>
  );

  return { title: formatMessage({ id: 'prospects.panel.title', defaultMessage: 'Leads and follow-up' }), content };
}
