import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import type { LabelLocale } from '../../../admissions/lead-labels';
import { answersInWords, type ApplicationWords } from '../answers-in-words';

type WordsState =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'loaded'; words: ApplicationWords | null };

/** The application forms' words in `language`, read once per panel (they change with the editors' texts, not with the file). */
function useApplicationWords(language: LabelLocale): WordsState {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = useState<WordsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    get<{ data: ApplicationWords | null }>('/admissions/application-words', { params: { language } }).then(
      (answer) => {
        if (current) setLoaded({ state: 'loaded', words: answer.data.data });
      },
      () => {
        if (current) setLoaded({ state: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [language, get, attempt]);
  return loaded;
}

/**
 * What the applicant entered, step by step (identity, studies, languages), under the labels the
 * site's form showed them and with the values in words, in the officer's language: the edit view
 * keeps the stored answers out of sight (a raw JSON editor).
 */
export function ApplicationAnswers({ answers, language }: { answers: unknown; language: LabelLocale }) {
  const { formatMessage } = useIntl();
  const loaded = useApplicationWords(language);
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
        {loaded.state === 'loading' ? (
          <Typography variant="pi">{m('loading', 'Loading…')}</Typography>
        ) : (
          <Flex direction="column" alignItems="start" gap={2} role="alert">
            <Typography variant="pi">{m('answers.failed', 'The answers could not be read.')}</Typography>
            <Button variant="secondary" size="S" onClick={loaded.retry}>
              {m('retry', 'Try again')}
            </Button>
          </Flex>
        )}
      </Flex>
    );
  const steps = answersInWords(answers, language, loaded.words);
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
