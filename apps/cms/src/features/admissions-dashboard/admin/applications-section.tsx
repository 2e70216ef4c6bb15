import { Typography } from '@strapi/design-system';
import type { ApplicationStage } from '../../../admissions/application-labels';
import type { ApplicationsSent } from '../admissions-dashboard';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { useDashboardWords } from './use-dashboard-words';

/** The stages counted together in each column (one definition, written in the section's help). */
const COLUMNS: ReadonlyArray<[string, string, readonly ApplicationStage[]]> = [
  ['applications.inProgress', 'Being handled', ['under_review', 'documents_requested', 'interview']],
  ['applications.offers', 'Offers waiting for an answer', ['admitted', 'admitted_on_condition']],
  ['applications.accepted', 'Accepted', ['accepted']],
  ['applications.waitingList', 'Waiting list', ['waiting_list']],
  ['applications.refused', 'Not admitted or declined', ['not_admitted', 'declined']],
];

/** The online applications sent in the period, by school: where they stand, and who waits for a first look. */
export function ApplicationsSection({ applications }: { applications: ApplicationsSent[] }) {
  const { m, duration, formatNumber } = useDashboardWords();
  const count = (row: ApplicationsSent, stages: readonly ApplicationStage[]) =>
    stages.reduce((sum, stage) => sum + (row.stages[stage] ?? 0), 0);
  return (
    <DashboardSection
      id="admissions-applications"
      title={m('applications.title', 'Online applications, by school')}
      help={m(
        'applications.help',
        'Applications whose applicant sent them (or sent them again) in the period, by the stage each is at now. “Not opened yet”: still at “Submitted”, with the longest wait.',
      )}
    >
      {applications.length === 0 ? (
        <Typography tag="p">{m('applications.none', 'No online application was sent in the period.')}</Typography>
      ) : (
        <DataTable
          headers={[
            m('school', 'School'),
            m('applications.sent', 'Sent'),
            m('applications.waitingReview', 'Not opened yet'),
            m('applications.longestWait', 'Longest wait'),
            ...COLUMNS.map(([id, fallback]) => m(id, fallback)),
          ]}
          rows={applications.map((row) => ({
            key: row.school,
            cells: [
              row.school || m('none', '(none)'),
              formatNumber(row.sent),
              formatNumber(row.waitingReview),
              row.waitingReview > 0 ? duration(row.longestWait) : '–',
              ...COLUMNS.map(([, , stages]) => formatNumber(count(row, stages))),
            ],
          }))}
        />
      )}
    </DashboardSection>
  );
}
