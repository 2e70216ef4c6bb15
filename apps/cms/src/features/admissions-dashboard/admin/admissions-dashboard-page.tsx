import { useState } from 'react';
import { Flex, Loader, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';
import type { Dimension } from '../leads-per-week';
import { AnswerTimesSection } from './answer-times-section';
import { ApplicationsSection } from './applications-section';
import { ConversionSection } from './conversion-section';
import { LeadsPerWeekSection } from './leads-per-week-section';
import { PeriodFilter } from './period-filter';
import { RetentionSection } from './retention-section';
import { useDashboard } from './use-dashboard';
import { useDashboardWords } from './use-dashboard-words';
import { WaitingSection } from './waiting-section';

/**
 * The admissions dashboard: who is waiting for an answer, how fast each school answers, where
 * the leads come from week by week, and how far the prospects of each origin go. Every figure is
 * computed by the CMS's database (../admissions-dashboard.ts).
 */
export function AdmissionsDashboardPage() {
  const { m } = useDashboardWords();
  const [weeks, setWeeks] = useState<number>(12);
  const [dimension, setDimension] = useState<Dimension>('type');
  const { data, failed } = useDashboard(weeks);
  const title = m('title', 'Admissions');
  const prospectsInPeriod = data ? data.conversion.reduce((sum, row) => sum + row.prospects, 0) : 0;
  const answeredUndated = data ? data.conversion.reduce((sum, row) => sum + row.answeredUndated, 0) : 0;

  return (
    <Page.Main>
      <Page.Title>{title}</Page.Title>
      <Layouts.Header
        title={title}
        subtitle={m('subtitle', 'Leads, answers and conversions, computed from the database when the page opens.')}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          <PeriodFilter weeks={weeks} onChange={setWeeks} />
          {failed && (
            <Typography textColor="danger600" tag="p">
              {m('failed', 'The figures could not be read. Reload the page.')}
            </Typography>
          )}
          {!data && !failed && <Loader>{m('loading', 'Loading the figures…')}</Loader>}
          {data && (
            <>
              <WaitingSection waiting={data.waiting} />
              <RetentionSection retention={data.retention} />
              <AnswerTimesSection
                contactTimes={data.contactTimes}
                prospectsInPeriod={prospectsInPeriod}
                answeredUndated={answeredUndated}
              />
              <LeadsPerWeekSection weeks={weeks} dimension={dimension} onDimensionChange={setDimension} />
              <ConversionSection conversion={data.conversion} />
              <ApplicationsSection applications={data.applications} />
            </>
          )}
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
