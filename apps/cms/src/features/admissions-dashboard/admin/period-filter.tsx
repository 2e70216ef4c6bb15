import { Box, Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useDashboardWords } from './use-dashboard-words';

const PERIODS = [4, 12, 26, 52] as const;

/** The dashboard's filter: how many of the last weeks its figures cover. */
export function PeriodFilter({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  const { m } = useDashboardWords();
  return (
    <Box width="100%" maxWidth="24rem">
      <Field.Root name="period" id="admissions-period">
        <Field.Label>{m('period', 'Period')}</Field.Label>
        <SingleSelect value={String(weeks)} onChange={(value: string | number) => onChange(Number(value))}>
          {PERIODS.map((count) => (
            <SingleSelectOption key={count} value={String(count)}>
              {m('weeks', 'Last {count} weeks', { count })}
            </SingleSelectOption>
          ))}
        </SingleSelect>
      </Field.Root>
    </Box>
  );
}
