import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LEAD_UID, leadTypeLabels, type LabelLocale, type LeadType } from '../../../admissions/lead-labels';
import { originPathLabel } from '../../../admissions/origin-labels';
import { PROSPECT_UID, STAGE_CHANGE_UID, stageLabels, type Stage } from '../../../admissions/prospect-labels';
import { labelLocaleOf } from '../../../browser/label-locale';

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

// A failed read is tried once more on its own after this delay (a CMS restarting, a slow
// network); after that the panel says it failed and offers to try again, rather than showing
// "Leads (0)" for a prospect who has leads.
const AUTOMATIC_RETRY_MS = 2_000;

type SummaryState =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'loaded'; summary: Summary };

/** A prospect's leads and follow-up, newest first, read with the officer's own permissions. */
function useProspectSummary(documentId: string | undefined, version: string | undefined): SummaryState {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = useState<SummaryState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!documentId) return;
    let current = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    void Promise.all([
      get<{ results: LeadRow[] }>(
        `/content-manager/collection-types/${LEAD_UID}?${byProspect(documentId, 'createdAt:DESC')}`,
      ),
      get<{ results: ChangeRow[] }>(
        `/content-manager/collection-types/${STAGE_CHANGE_UID}?${byProspect(documentId, 'changedAt:DESC')}`,
      ),
    ]).then(
      ([leads, changes]) => {
        if (current)
          setLoaded({ state: 'loaded', summary: { leads: leads.data.results, changes: changes.data.results } });
      },
      () => {
        if (!current) return;
        if (attempt === 0) retryTimer = setTimeout(() => setAttempt(1), AUTOMATIC_RETRY_MS);
        else setLoaded({ state: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      current = false;
      clearTimeout(retryTimer);
    };
    // `version` (the prospect's last update) reads the history again after a save.
  }, [documentId, version, get, attempt]);
  return loaded;
}

/** Where a lead came from as one line (origin / source / medium), its origin in words. */
const origin = (lead: LeadRow, language: LabelLocale) =>
  originPathLabel([lead.origine, lead.utmSource, lead.utmMedium].filter(Boolean).join(' / '), language);

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
  const loaded = useProspectSummary(model === PROSPECT_UID ? documentId : undefined, document?.updatedAt);
  if (model !== PROSPECT_UID || !documentId) return null;
  const language = labelLocaleOf(locale);
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const yes = formatMessage({ id: 'prospects.panel.yes', defaultMessage: 'yes' });
  const no = formatMessage({ id: 'prospects.panel.no', defaultMessage: 'no' });
  const title = formatMessage({ id: 'prospects.panel.title', defaultMessage: 'Leads and follow-up' });

  if (loaded.state !== 'loaded') {
    const content =
      loaded.state === 'loading' ? (
        <Typography variant="pi">
          {formatMessage({ id: 'prospects.panel.loading', defaultMessage: 'Loading…' })}
        </Typography>
      ) : (
        <Flex direction="column" alignItems="start" gap={2} role="alert">
          <Typography variant="pi">
            {formatMessage({
              id: 'prospects.panel.failed',
              defaultMessage: 'The leads and the history could not be read.',
            })}
          </Typography>
          <Button variant="secondary" size="S" onClick={loaded.retry}>
            {formatMessage({ id: 'prospects.panel.retry', defaultMessage: 'Try again' })}
          </Button>
        </Flex>
      );
    return { title, content };
  }
  const { summary } = loaded;
  const content = (
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
              {origin(lead, language) && (
                <Typography variant="pi" tag="p">
                  {formatMessage(
                    { id: 'prospects.panel.origin', defaultMessage: 'Origin: {origin}' },
                    { origin: origin(lead, language) },
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

  return { title, content };
}
