import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { ReadStatus } from '../../../browser/read-status';
import { useAdminRead } from '../../../browser/use-admin-read';
import {
  APPLICATION_EVENT_UID,
  APPLICATION_UID,
  applicationStageLabels,
  type ApplicationStage,
} from '../../../admissions/application-labels';
import { labelLocaleOf } from '../../../browser/label-locale';
import { ApplicationAnswers } from './application-answers';

interface EventRow {
  documentId: string;
  fromStage: ApplicationStage | null;
  toStage: ApplicationStage;
  note: string | null;
  requestedDocuments: string | null;
  conditions: string | null;
  at: string;
  by: string;
  byId: number | null;
}

/** How the history names the applicant's own actions (application-history.ts's APPLICANT_AUTHOR). */
const APPLICANT = 'Candidat·e / Applicant';

/**
 * The application's history: every action on it, newest first, in the officer's language (the
 * stages under their labels, the applicant named in their words), with what each asked or set:
 * the documents requested, the conditions, the note.
 */
function ApplicationHistory({ documentId, version }: { documentId: string; version: string | undefined }) {
  const { formatMessage, formatDate, locale } = useIntl();
  const query = new URLSearchParams({
    'filters[application][documentId][$eq]': documentId,
    sort: 'at:DESC',
    page: '1',
    pageSize: '100',
  });
  const loaded = useAdminRead(
    `/content-manager/collection-types/${APPLICATION_EVENT_UID}?${query}`,
    (body: { results: EventRow[] }) => body.results,
    version,
  );
  const language = labelLocaleOf(locale);
  const m = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: `applications.panel.${id}`, defaultMessage }, values);
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const stage = (value: ApplicationStage) => applicationStageLabels[value]?.[language] ?? value;
  const title = m('history', 'Application history');
  const heading = (
    <Typography variant="sigma" textColor="neutral600" tag="h3">
      {m('history.heading', 'History')}
    </Typography>
  );
  if (loaded.state !== 'loaded')
    return (
      <Flex direction="column" alignItems="start" gap={2} width="100%">
        {heading}
        <ReadStatus
          read={loaded}
          loading={m('loading', 'Loading…')}
          failed={m('failed', 'The history could not be read.')}
          retry={m('retry', 'Try again')}
        />
      </Flex>
    );
  const list =
    loaded.value.length === 0 ? (
      <Typography variant="pi" tag="p">
        {m('empty', 'Nothing yet: the applicant has not sent it.')}
      </Typography>
    ) : (
      <Flex tag="ol" direction="column" alignItems="stretch" gap={2} width="100%" aria-label={title}>
        {loaded.value.map((event) => (
          <Box tag="li" key={event.documentId} padding={2} background="neutral100" hasRadius>
            <Typography variant="omega" fontWeight="bold" tag="p">
              {event.fromStage && event.fromStage !== event.toStage
                ? `${stage(event.fromStage)} → ${stage(event.toStage)}`
                : stage(event.toStage)}
            </Typography>
            <Typography variant="pi" tag="p">
              {when(event.at)} · {event.by === APPLICANT ? m('applicant', 'the applicant') : event.by}
            </Typography>
            {event.requestedDocuments && (
              <Typography variant="pi" tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                {m('requested', 'Documents requested: {text}', { text: event.requestedDocuments })}
              </Typography>
            )}
            {event.conditions && (
              <Typography variant="pi" tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                {m('conditions', 'Conditions: {text}', { text: event.conditions })}
              </Typography>
            )}
            {event.note && (
              <Typography variant="pi" tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                {event.note}
              </Typography>
            )}
          </Box>
        ))}
      </Flex>
    );
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      {heading}
      {list}
    </Flex>
  );
}

/**
 * The side panel of an online application, in the officer's language: what the applicant
 * entered, then the history of the file.
 */
export function ApplicationPanel({
  model,
  documentId,
  document,
}: {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string; answers?: unknown };
}) {
  const { formatMessage, locale } = useIntl();
  if (model !== APPLICATION_UID || !documentId) return null;
  return {
    title: formatMessage({ id: 'applications.panel.title', defaultMessage: 'Application' }),
    content: (
      <Flex direction="column" alignItems="stretch" gap={6} width="100%">
        <ApplicationAnswers answers={document?.answers} language={labelLocaleOf(locale)} />
        <ApplicationHistory documentId={documentId} version={document?.updatedAt} />
      </Flex>
    ),
  };
}
