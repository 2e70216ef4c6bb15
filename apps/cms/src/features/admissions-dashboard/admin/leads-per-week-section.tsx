import { useMemo } from 'react';
import { Box, Field, Loader, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { leadTypeLabels, type LeadType } from '../../../admissions/lead-labels';
import { originPathLabel } from '../../../admissions/origin-labels';
import { DIMENSIONS, type Dimension, type LeadsPerWeek } from '../leads-per-week';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { DAY_MS, dayOf, useLeadsPerWeek } from './use-dashboard';
import { useDashboardWords } from './use-dashboard-words';

/** A row's key for the values summed into one row: no value is written so. */
const OTHERS = '\u0000others';

/** The Mondays (UTC) of the weeks the period touches, YYYY-MM-DD. */
function weeksOf(period: LeadsPerWeek['period']): string[] {
  const from = new Date(period.from);
  const monday = new Date(from.getTime() - ((from.getUTCDay() + 6) % 7) * DAY_MS);
  const weeks: string[] = [];
  for (let week = monday; week < new Date(period.to); week = new Date(week.getTime() + 7 * DAY_MS))
    weeks.push(dayOf(week));
  return weeks;
}

/**
 * Rows: the listed values, most leads first, then the others summed; columns: every week of the
 * period, empty ones too.
 */
function pivot({ counts, others, period }: LeadsPerWeek) {
  const weeks = weeksOf(period);
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.key, (totals.get(c.key) ?? 0) + c.leads);
  const keys = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b));
  const cell = new Map<string, number>();
  // Two values read alike (two schools of one name) are one row.
  for (const c of counts) cell.set(`${c.key}\u0000${c.week}`, (cell.get(`${c.key}\u0000${c.week}`) ?? 0) + c.leads);
  if (others.weeks.length > 0) {
    keys.push(OTHERS);
    totals.set(
      OTHERS,
      others.weeks.reduce((sum, w) => sum + w.leads, 0),
    );
    for (const w of others.weeks) cell.set(`${OTHERS}\u0000${w.week}`, w.leads);
  }
  return { weeks, keys, totals, count: (key: string, week: string) => cell.get(`${key}\u0000${week}`) ?? 0 };
}

/**
 * New leads week by week, by type, school, course or origin, read for the chosen dimension only.
 * The choice is the page's: it stays when another period is read.
 */
export function LeadsPerWeekSection({
  weeks,
  dimension,
  onDimensionChange,
}: {
  weeks: number;
  dimension: Dimension;
  onDimensionChange: (dimension: Dimension) => void;
}) {
  const { m, formatDate, formatNumber, language } = useDashboardWords();
  const { data, failed } = useLeadsPerWeek(weeks, dimension);
  const table = useMemo(() => (data ? pivot(data) : null), [data]);
  const keyLabel = (key: string) =>
    key === OTHERS
      ? m('weeks.others', '{count, plural, one {# other} other {# others}}', { count: data?.others.values ?? 0 })
      : dimension === 'type'
        ? (leadTypeLabels[key as LeadType]?.[language] ?? key)
        : dimension === 'origin' && key
          ? originPathLabel(key, language)
          : key || m('none', '(none)');
  return (
    <DashboardSection id="admissions-weeks" title={m('weeks.title', 'New leads per week')}>
      <Box width="100%" maxWidth="24rem" paddingBottom={4}>
        <Field.Root name="dimension" id="admissions-dimension">
          <Field.Label>{m('weeks.by', 'By')}</Field.Label>
          <SingleSelect value={dimension} onChange={(value: string | number) => onDimensionChange(value as Dimension)}>
            {DIMENSIONS.map((d) => (
              <SingleSelectOption key={d} value={d}>
                {m(`dimension.${d}`, d)}
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
      {!table && !failed && <Loader small>{m('loading', 'Loading the figures…')}</Loader>}
      {table && table.keys.length === 0 && <Typography tag="p">{m('weeks.none', 'No lead in the period.')}</Typography>}
      {table && table.keys.length > 0 && (
        <DataTable
          // The total beside the label: the weeks may scroll sideways, the total stays in view.
          headers={[
            m(`dimension.${dimension}`, dimension),
            m('total', 'Total'),
            ...table.weeks.map((week) =>
              m('weeks.of', 'Week of {day}', {
                day: formatDate(`${week}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
              }),
            ),
          ]}
          rows={table.keys.map((key) => ({
            key,
            cells: [
              keyLabel(key),
              <Typography key="total" fontWeight="bold">
                {formatNumber(table.totals.get(key) ?? 0)}
              </Typography>,
              ...table.weeks.map((week) => formatNumber(table.count(key, week))),
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
