import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { ReadStatus } from '../../../browser/read-status';
import { useAdminRead } from '../../../browser/use-admin-read';
import type { LabelLocale } from '../../../admissions/lead-labels';
import { answersInWords, type ApplicationWords } from '../answers-in-words';

/**
 * What the applicant entered, step by step (identity, studies, languages), under the labels the
 * site's form showed them and with the values in words, in the officer's language: the edit view
 * keeps the stored answers out of sight (a raw JSON editor).
 */
export function ApplicationAnswers({ answers, language }: { answers: unknown; language: LabelLocale }) {
  const { formatMessage } = useIntl();
  // The forms' words, read once per panel: they change with the editors' texts, not with the file.
  const loaded = useAdminRead(
    `/admissions/application-words?language=${language}`,
    (body: { data: ApplicationWords | null }) => body.data,
  );
  const m = (id: string, defaultMessage: string) => formatMessage({ id: `applications.panel.${id}`, defaultMessage });
  const title = m('answers', 'Applicant’s answers');
  const heading = (
    <Typography variant="sigma" textColor="neutral600" tag="h3">
      {title}
    </Typography>
  );
  if (loaded.state !== 'loaded')
    return (
      <Flex direction="column" alignItems="start" gap={2} width="100%">
        {heading}
        <ReadStatus
          read={loaded}
          loading={m('loading', 'Loading…')}
          failed={m('answers.failed', 'The answers could not be read.')}
          retry={m('retry', 'Try again')}
        />
      </Flex>
    );
  const steps = answersInWords(answers, language, loaded.value);
  return (
    <Flex tag="section" direction="column" alignItems="stretch" gap={2} width="100%" aria-label={title}>
      {heading}
      {steps.length === 0 ? (
        <Typography variant="pi" tag="p">
          {m('answers.empty', 'Nothing entered yet.')}
        </Typography>
      ) : (
        steps.map((step) => (
          <Box key={step.key} padding={2} background="neutral100" hasRadius>
            <Typography variant="omega" fontWeight="bold" tag="h4">
              {step.title}
            </Typography>
            <Box tag="dl" marginTop={1}>
              {step.fields.map((field) => (
                <Box key={field.name} paddingTop={1}>
                  <Typography variant="pi" textColor="neutral600" tag="dt">
                    {field.label}
                  </Typography>
                  <Typography variant="omega" tag="dd" style={{ overflowWrap: 'anywhere' }}>
                    {field.text}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))
      )}
    </Flex>
  );
}
