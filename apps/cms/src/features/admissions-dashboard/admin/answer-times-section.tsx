import { Typography } from '@strapi/design-system';
import type { AdmissionsDashboard } from '../admissions-dashboard';
import { noAnswerSentence } from './admissions-words';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { useDashboardWords } from './use-dashboard-words';

/** How long each school takes to answer a prospect first: the median and the 90th percentile. */
export function AnswerTimesSection({
  contactTimes,
  prospectsInPeriod,
  answeredUndated,
}: {
  contactTimes: AdmissionsDashboard['contactTimes'];
  prospectsInPeriod: number;
  answeredUndated: number;
}) {
  const { m, say, duration, formatNumber } = useDashboardWords();
  return (
    <DashboardSection
      id="admissions-answer"
      title={m('answer.title', 'Time to the first answer, by school')}
      help={m(
        'answer.help',
        'From a prospect’s first lead to their first change of stage out of “New”, for the prospects whose first lead falls in the period.',
      )}
    >
      {contactTimes.length === 0 ? (
        <Typography tag="p">{say(noAnswerSentence(prospectsInPeriod, answeredUndated))}</Typography>
      ) : (
        <>
          <DataTable
            headers={[
              m('school', 'School'),
              m('answer.count', 'Prospects answered'),
              m('answer.median', 'Median'),
              m('answer.p90', '90th percentile'),
            ]}
            rows={contactTimes.map((row) => ({
              key: row.school,
              cells: [
                row.school || m('none', '(none)'),
                formatNumber(row.contacted),
                duration(row.median),
                duration(row.p90),
              ],
            }))}
          />
          {answeredUndated > 0 && (
            <Typography tag="p">
              {say({ id: 'admissions.answer.undated', values: { count: answeredUndated } })}
            </Typography>
          )}
        </>
      )}
    </DashboardSection>
  );
}
