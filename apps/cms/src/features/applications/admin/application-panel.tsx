import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
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

type HistoryState =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'loaded'; events: EventRow[] };

/** The application's history, newest first, read with the officer's own permissions; again after each save. */
function useHistory(documentId: string | undefined, version: string | undefined): HistoryState {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = useState<HistoryState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!documentId) return;
    let current = true;
    const query = new URLSearchParams({
      'filters[application][documentId][$eq]': documentId,
      sort: 'at:DESC',
      page: '1',
      pageSize: '100',
    });
    get<{ results: EventRow[] }>(`/content-manager/collection-types/${APPLICATION_EVENT_UID}?${query}`).then(
      (answer) => {
        if (current) setLoaded({ state: 'loaded', events: answer.data.results });
      },
      () => {
        if (current) setLoaded({ state: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [documentId, version, get, attempt]);
  return loaded;
}

/**
 * The application's history: every action on it, newest first, in the officer's language (the
 * stages under their labels, the applicant named in their words), with what each asked or set:
 * the documents requested, the conditions, the note.
 */
function ApplicationHistory({ documentId, version }: { documentId: string; version: string | undefined }) {
  const { formatMessage, formatDate, locale } = useIntl();
  const loaded = useHistory(documentId, version);
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
        {loaded.state === 'loading' ? (
          <Typography variant="pi">{m('loading', 'Loading…')}</Typography>
        ) : (
          <Flex direction="column" alignItems="start" gap={2} role="alert">
            <Typography variant="pi">{m('failed', 'The history could not be read.')}</Typography>
            <Button variant="secondary" size="S" onClick={loaded.retry}>
              {m('retry', 'Try again')}
            </Button>
          </Flex>
        )}
      </Flex>
    );
  const list =
    loaded.events.length === 0 ? (
      <Typography variant="pi" tag="p">
        {m('empty', 'Nothing yet: the applicant has not sent it.')}
      </Typography>
    ) : (
      <Flex tag="ol" direction="column" alignItems="stretch" gap={2} width="100%" aria-label={title}>
        {loaded.events.map((event) => (
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
