import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Box,
  Field,
  Flex,
  Loader,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type {
  AdmissionsDashboard as Figures,
  Conversion,
  Dimension,
  RetentionWarnings,
  WeekCount,
} from '../admissions-dashboard';
import { leadTypeLabels, type LeadType } from '../../leads/lead-labels';
import { PROSPECT_UID, stageLabels, type Stage } from '../../prospects/prospect-labels';
import { admissionsWords, noAnswerSentence, waitingSentences, type Sentence } from './admissions-words';

type AdmissionsDashboard = Figures & { retention: RetentionWarnings };

const PERIODS = [4, 12, 26, 52] as const;
const DIMENSIONS: readonly Dimension[] = ['type', 'school', 'course', 'origin'];
const DAY_MS = 86_400_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function useDashboard(weeks: number) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data?: AdmissionsDashboard; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    const to = new Date();
    const from = new Date(to.getTime() - (weeks * 7 - 1) * DAY_MS);
    setState({});
    get<{ data: AdmissionsDashboard }>(`/admissions/dashboard?from=${dayOf(from)}&to=${dayOf(to)}`).then(
      (response) => current && setState({ data: response.data.data }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [weeks, get]);
  return state;
}

/** The Mondays (UTC) of the weeks the period touches, YYYY-MM-DD. */
function weeksOf(period: AdmissionsDashboard['period']): string[] {
  const from = new Date(period.from);
  const monday = new Date(from.getTime() - ((from.getUTCDay() + 6) % 7) * DAY_MS);
  const weeks: string[] = [];
  for (let week = monday; week < new Date(period.to); week = new Date(week.getTime() + 7 * DAY_MS))
    weeks.push(dayOf(week));
  return weeks;
}

/** Rows: the dimension's values, most leads first; columns: every week of the period, empty ones too. */
function pivot(counts: WeekCount[], period: AdmissionsDashboard['period']) {
  const weeks = weeksOf(period);
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.key, (totals.get(c.key) ?? 0) + c.leads);
  const keys = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b));
  const cell = new Map(counts.map((c) => [`${c.key}\u0000${c.week}`, c.leads]));
  return { weeks, keys, totals, count: (key: string, week: string) => cell.get(`${key}\u0000${week}`) ?? 0 };
}

/** A table that scrolls sideways on a narrow screen rather than overflowing its card. */
function DataTable({ headers, rows }: { headers: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table colCount={headers.length} rowCount={rows.length + 1}>
        <Thead>
          <Tr>
            {headers.map((header, i) => (
              <Th key={i}>{header}</Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((row) => (
            <Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Td key={i}>{cell}</Td>
              ))}
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Box>
  );
}

type Named = { documentId: string; firstName: string | null; lastName: string | null; email: string };

/** A prospect's name, linked to their page, over their e-mail. */
function ProspectName({ prospect }: { prospect: Named }) {
  return (
    <>
      <Link to={`/content-manager/collection-types/${PROSPECT_UID}/${prospect.documentId}`}>
        {[prospect.firstName, prospect.lastName].filter(Boolean).join(' ') || prospect.email}
      </Link>
      <Typography variant="pi" tag="p" textColor="neutral600">
        {prospect.email}
      </Typography>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" padding={6} shadow="tableShadow" hasRadius>
      <Typography id={id} tag="h2" variant="delta">
        {title}
      </Typography>
      <Box paddingTop={4}>{children}</Box>
    </Box>
  );
}

/**
 * The admissions dashboard: who is waiting for an answer, how fast each school answers, where
 * the leads come from week by week, and how far the prospects of each origin go. Every figure is
 * computed by the CMS's database (apps/cms/src/features/admissions-dashboard/admissions-dashboard.ts).
 */
export function AdmissionsDashboardPage() {
  const { formatMessage, formatDate, formatNumber, locale } = useIntl();
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const [weeks, setWeeks] = useState<number>(12);
  const [dimension, setDimension] = useState<Dimension>('type');
  const { data, failed } = useDashboard(weeks);
  const m = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `admissions.${id}`, defaultMessage }, values);
  const table = useMemo(() => (data ? pivot(data.leadsPerWeek[dimension], data.period) : null), [data, dimension]);

  const say = ({ id, values }: Sentence) => formatMessage({ id, defaultMessage: admissionsWords.en[id] }, values);
  const duration = (seconds: number) => {
    const hours = seconds / 3600;
    return hours < 48
      ? m('hours', '{hours} h', { hours: formatNumber(hours, { maximumFractionDigits: 1 }) })
      : m('days', '{days} d', { days: formatNumber(Math.floor(hours / 24)) });
  };
  const share = (part: number, whole: number) =>
    `${formatNumber(part)} (${formatNumber(whole ? part / whole : 0, { style: 'percent' })})`;
  const keyLabel = (key: string) =>
    dimension === 'type' ? (leadTypeLabels[key as LeadType]?.[language] ?? key) : key || m('none', '(none)');
  const title = m('title', 'Admissions');
  const prospectsInPeriod = data ? data.conversion.reduce((sum, row) => sum + row.prospects, 0) : 0;

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={m('subtitle', 'Leads, answers and conversions, computed from the database when the page opens.')}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <Box width="100%" maxWidth="24rem">
            <Field.Root name="period" id="admissions-period">
              <Field.Label>{m('period', 'Period')}</Field.Label>
              <SingleSelect value={String(weeks)} onChange={(value: string | number) => setWeeks(Number(value))}>
                {PERIODS.map((count) => (
                  <SingleSelectOption key={count} value={String(count)}>
                    {m('weeks', 'Last {count} weeks', { count })}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          </Box>

          {failed && (
            <Typography textColor="danger600" tag="p">
              {m('failed', 'The figures could not be read. Reload the page.')}
            </Typography>
          )}
          {!data && !failed && <Loader>{m('loading', 'Loading the figures…')}</Loader>}

          {data && (
            <>
              <Section
                id="admissions-waiting"
                title={m('waiting.title', 'Waiting for an answer for more than 48 hours ({count})', {
                  count: data.waiting.total,
                })}
              >
                <Flex direction="column" alignItems="flex-start" gap={2} paddingBottom={4}>
                  <Typography tag="p" variant="pi" textColor="neutral600">
                    {say({ id: 'admissions.waiting.help' })}
                  </Typography>
                  {waitingSentences(data.waiting, (hours) => duration(hours * 3600)).map((sentence) => (
                    <Typography key={sentence.id} tag="p">
                      {say(sentence)}
                    </Typography>
                  ))}
                </Flex>
                {data.waiting.oldest.length > 0 && (
                  <DataTable
                    headers={[
                      m('waiting.person', 'Prospect'),
                      m('school', 'School'),
                      m('waiting.since', 'First lead'),
                      m('waiting.for', 'Waiting for'),
                    ]}
                    rows={data.waiting.oldest.map((p) => ({
                      key: p.documentId,
                      cells: [
                        <ProspectName key="name" prospect={p} />,
                        p.school || m('none', '(none)'),
                        formatDate(p.firstLeadAt, { dateStyle: 'medium', timeStyle: 'short' }),
                        duration(p.waitingHours * 3600),
                      ],
                    }))}
                  />
                )}
              </Section>

              <Section
                id="admissions-retention"
                title={m('retention.title', 'To be erased within a month ({count})', {
                  count: data.retention.prospects.length,
                })}
              >
                <Typography tag="p" variant="pi" textColor="neutral600">
                  {m(
                    'retention.help',
                    'No new lead and no follow-up for {months} months (Admissions settings): they are erased on the day shown, unless they come back or you record a follow-up.',
                    { months: data.retention.months },
                  )}
                </Typography>
                {data.retention.prospects.length === 0 ? (
                  <Typography tag="p">{m('retention.none', 'Nobody is due to be erased within a month.')}</Typography>
                ) : (
                  <DataTable
                    headers={[
                      m('waiting.person', 'Prospect'),
                      m('retention.last', 'Last activity'),
                      m('retention.on', 'Erased on'),
                    ]}
                    rows={data.retention.prospects.map((p) => ({
                      key: p.documentId,
                      cells: [
                        <ProspectName key="name" prospect={p} />,
                        formatDate(p.lastActivityAt, { dateStyle: 'medium' }),
                        formatDate(p.eraseOn, { dateStyle: 'medium' }),
                      ],
                    }))}
                  />
                )}
              </Section>

              <Section id="admissions-answer" title={m('answer.title', 'Time to the first answer, by school')}>
                <Typography tag="p" variant="pi" textColor="neutral600">
                  {m(
                    'answer.help',
                    'From a prospect’s first lead to their first change of stage out of “New”, for the prospects whose first lead falls in the period.',
                  )}
                </Typography>
                {data.contactTimes.length === 0 ? (
                  <Typography tag="p">{say(noAnswerSentence(prospectsInPeriod))}</Typography>
                ) : (
                  <DataTable
                    headers={[
                      m('school', 'School'),
                      m('answer.count', 'Prospects answered'),
                      m('answer.median', 'Median'),
                      m('answer.p90', '90th percentile'),
                    ]}
                    rows={data.contactTimes.map((row) => ({
                      key: row.school,
                      cells: [
                        row.school || m('none', '(none)'),
                        formatNumber(row.contacted),
                        duration(row.median),
                        duration(row.p90),
                      ],
                    }))}
                  />
                )}
              </Section>

              <Section id="admissions-weeks" title={m('weeks.title', 'New leads per week')}>
                <Box width="100%" maxWidth="24rem" paddingBottom={4}>
                  <Field.Root name="dimension" id="admissions-dimension">
                    <Field.Label>{m('weeks.by', 'By')}</Field.Label>
                    <SingleSelect
                      value={dimension}
                      onChange={(value: string | number) => setDimension(value as Dimension)}
                    >
                      {DIMENSIONS.map((d) => (
                        <SingleSelectOption key={d} value={d}>
                          {m(`dimension.${d}`, d)}
                        </SingleSelectOption>
                      ))}
                    </SingleSelect>
                  </Field.Root>
                </Box>
                {table && table.keys.length === 0 ? (
                  <Typography tag="p">{m('weeks.none', 'No lead in the period.')}</Typography>
                ) : (
                  table && (
                    <DataTable
                      headers={[
                        m(`dimension.${dimension}`, dimension),
                        ...table.weeks.map((week) =>
                          m('weeks.of', 'Week of {day}', {
                            day: formatDate(`${week}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
                          }),
                        ),
                        m('total', 'Total'),
                      ]}
                      rows={table.keys.map((key) => ({
                        key,
                        cells: [
                          keyLabel(key),
                          ...table.weeks.map((week) => formatNumber(table.count(key, week))),
                          <Typography key="total" fontWeight="bold">
                            {formatNumber(table.totals.get(key) ?? 0)}
                          </Typography>,
                        ],
                      }))}
                    />
                  )
                )}
              </Section>

              <Section
                id="admissions-conversion"
                title={m('conversion.title', 'How far prospects go, by first origin')}
              >
                <Typography tag="p" variant="pi" textColor="neutral600">
                  {m(
                    'conversion.help',
                    'Prospects whose first lead falls in the period, by the origin of that lead; each stage counts those who reached it or went further.',
                  )}
                </Typography>
                {data.conversion.length === 0 ? (
                  <Typography tag="p">{say({ id: 'admissions.period.noProspect' })}</Typography>
                ) : (
                  <DataTable
                    headers={[
                      m('dimension.origin', 'Origin'),
                      m('conversion.prospects', 'Prospects'),
                      ...CONVERSION_COLUMNS.map(([, stage]) => stageLabels[stage][language]),
                    ]}
                    rows={data.conversion.map((row) => ({
                      key: row.origin,
                      cells: [
                        row.origin || m('none', '(none)'),
                        formatNumber(row.prospects),
                        ...CONVERSION_COLUMNS.map(([field]) => share(row[field], row.prospects)),
                      ],
                    }))}
                  />
                )}
              </Section>
            </>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

const CONVERSION_COLUMNS: ReadonlyArray<[Exclude<keyof Conversion, 'origin' | 'prospects'>, Stage]> = [
  ['contacted', 'contacted'],
  ['applicationStarted', 'application_started'],
  ['admitted', 'admitted'],
  ['enrolled', 'enrolled'],
  ['notInterested', 'not_interested'],
  ['unreachable', 'unreachable'],
];
