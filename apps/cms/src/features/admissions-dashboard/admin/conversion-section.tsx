import { Typography } from '@strapi/design-system';
import { stageLabels, type Stage } from '../../../admissions/prospect-labels';
import { originPathLabel } from '../../../admissions/origin-labels';
import type { Conversion } from '../admissions-dashboard';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { useDashboardWords } from './use-dashboard-words';

const CONVERSION_COLUMNS: ReadonlyArray<[Exclude<keyof Conversion, 'origin' | 'prospects'>, Stage]> = [
  ['contacted', 'contacted'],
  ['applicationStarted', 'application_started'],
  ['admitted', 'admitted'],
  ['enrolled', 'enrolled'],
  ['notInterested', 'not_interested'],
  ['unreachable', 'unreachable'],
];

/** How far the prospects of each first origin went: each stage counts those who reached it or went further. */
export function ConversionSection({ conversion }: { conversion: Conversion[] }) {
  const { m, say, share, formatNumber, language } = useDashboardWords();
  return (
    <DashboardSection
      id="admissions-conversion"
      title={m('conversion.title', 'How far prospects go, by first origin')}
      help={m(
        'conversion.help',
        'Prospects whose first lead falls in the period, by the origin of that lead; each stage counts those who reached it or went further.',
      )}
    >
      {conversion.length === 0 ? (
        <Typography tag="p">{say({ id: 'admissions.period.noProspect' })}</Typography>
      ) : (
        <DataTable
          headers={[
            m('dimension.origin', 'Origin'),
            m('conversion.prospects', 'Prospects'),
            ...CONVERSION_COLUMNS.map(([, stage]) => stageLabels[stage][language]),
          ]}
          rows={conversion.map((row) => ({
            key: row.origin,
            cells: [
              row.origin ? originPathLabel(row.origin, language) : m('none', '(none)'),
              formatNumber(row.prospects),
              ...CONVERSION_COLUMNS.map(([field]) => share(row[field], row.prospects)),
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
