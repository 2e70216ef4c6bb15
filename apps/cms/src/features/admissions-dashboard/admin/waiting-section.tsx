import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useState } from 'react';
import type { AdmissionsDashboard } from '../admissions-dashboard';
import { waitingSentences } from './admissions-words';
import { DashboardSection } from './dashboard-section';
import { DataTable } from './data-table';
import { ProspectName } from './prospect-name';
import { useDashboardWords } from './use-dashboard-words';

/** Who has waited more than 48 hours for a first answer, the longest waits first. */
/** The longest waits shown at first: the rest is folded behind its count, below the other boxes' reach. */
const FIRST_SHOWN = 10;

export function WaitingSection({ waiting }: { waiting: AdmissionsDashboard['waiting'] }) {
  const { m, say, duration, formatDate } = useDashboardWords();
  const [unfolded, setUnfolded] = useState(false);
  const shown = unfolded ? waiting.oldest : waiting.oldest.slice(0, FIRST_SHOWN);
  return (
    <DashboardSection
      id="admissions-waiting"
      title={m('waiting.title', 'Waiting for an answer for more than 48 hours ({count, number})', {
        count: waiting.total,
      })}
    >
      <Flex direction="column" alignItems="flex-start" gap={2} paddingBottom={4}>
        <Typography tag="p" variant="pi" textColor="neutral600">
          {say({ id: 'admissions.waiting.help' })}
        </Typography>
        {waitingSentences(waiting, (hours) => duration(hours * 3600)).map((sentence) => (
          <Typography key={sentence.id} tag="p">
            {say(sentence)}
          </Typography>
        ))}
      </Flex>
      {waiting.oldest.length > 0 && (
        <DataTable
          headers={[
            m('waiting.person', 'Prospect'),
            m('school', 'School'),
            m('waiting.since', 'First lead'),
            m('waiting.for', 'Waiting for'),
          ]}
          rows={shown.map((p) => ({
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
      {shown.length < waiting.oldest.length && (
        <Box paddingTop={4}>
          <Button variant="tertiary" onClick={() => setUnfolded(true)}>
            {m('waiting.unfold', 'Show the {count, number} longest waits', { count: waiting.oldest.length })}
          </Button>
        </Box>
      )}
    </DashboardSection>
  );
}
