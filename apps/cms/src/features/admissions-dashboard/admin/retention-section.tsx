import { Typography } from '@strapi/design-system';
import type { RetentionWarnings } from '../../retention/retention-warnings';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { ProspectName } from './prospect-name';
import { useDashboardWords } from './use-dashboard-words';

/** The prospects the retention job erases within a month, and when. */
export function RetentionSection({ retention }: { retention: RetentionWarnings }) {
  const { m, formatDate } = useDashboardWords();
  return (
    <DashboardSection
      id="admissions-retention"
      title={m('retention.title', 'To be erased within a month ({count, number})', {
        count: retention.prospects.length,
      })}
      help={m(
        'retention.help',
        'No new lead and no follow-up for {months} months (Admissions settings): they are erased on the day shown, unless they come back or you record a follow-up.',
        { months: retention.months },
      )}
    >
      {retention.prospects.length === 0 ? (
        <Typography tag="p">{m('retention.none', 'Nobody is due to be erased within a month.')}</Typography>
      ) : (
        <DataTable
          headers={[
            m('waiting.person', 'Prospect'),
            m('retention.last', 'Last activity'),
            m('retention.on', 'Erased on'),
          ]}
          rows={retention.prospects.map((p) => ({
            key: p.documentId,
            cells: [
              <ProspectName key="name" prospect={p} />,
              formatDate(p.lastActivityAt, { dateStyle: 'medium' }),
              formatDate(p.eraseOn, { dateStyle: 'medium' }),
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
