import { useMemo } from 'react';
import { Box, Field, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { leadTypeLabels, type LeadType } from '../../leads/lead-labels';
import type { Dimension, WeekCount } from '../admissions-dashboard';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { DAY_MS, dayOf, type DashboardData } from './use-dashboard';
import { useDashboardWords } from './use-dashboard-words';

const DIMENSIONS: readonly Dimension[] = ['type', 'school', 'course', 'origin'];

/** The Mondays (UTC) of the weeks the period touches, YYYY-MM-DD. */
function weeksOf(period: DashboardData['period']): string[] {
  const from = new Date(period.from);
  const monday = new Date(from.getTime() - ((from.getUTCDay() + 6) % 7) * DAY_MS);
  const weeks: string[] = [];
  for (let week = monday; week < new Date(period.to); week = new Date(week.getTime() + 7 * DAY_MS))
    weeks.push(dayOf(week));
  return weeks;
}

/** Rows: the dimension's values, most leads first; columns: every week of the period, empty ones too. */
function pivot(counts: WeekCount[], period: DashboardData['period']) {
  const weeks = weeksOf(period);
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.key, (totals.get(c.key) ?? 0) + c.leads);
  const keys = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b));
  const cell = new Map(counts.map((c) => [`${c.key}\u0000${c.week}`, c.leads]));
  return { weeks, keys, totals, count: (key: string, week: string) => cell.get(`${key}\u0000${week}`) ?? 0 };
}

/**
 * New leads week by week, by type, school, course or origin. The choice is the page's: it stays
 * when another period is read.
 */
export function LeadsPerWeekSection({
  data,
  dimension,
  onDimensionChange,
}: {
  data: DashboardData;
  dimension: Dimension;
  onDimensionChange: (dimension: Dimension) => void;
}) {
  const { m, formatDate, formatNumber, language } = useDashboardWords();
  const table = useMemo(() => pivot(data.leadsPerWeek[dimension], data.period), [data, dimension]);
  const keyLabel = (key: string) =>
    dimension === 'type' ? (leadTypeLabels[key as LeadType]?.[language] ?? key) : key || m('none', '(none)');
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
      {table.keys.length === 0 ? (
        <Typography tag="p">{m('weeks.none', 'No lead in the period.')}</Typography>
      ) : (
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
      )}
    </DashboardSection>
  );
}
