import { Flex, Typography } from '@strapi/design-system';
import type { Counts } from './privacy-answers';
import { usePrivacyWords } from './use-privacy-words';

/** A person's records, kind by kind: those held, or those erased. */
export function CountList({ counts, paddingY }: { counts: Counts; paddingY?: number }) {
  const { m } = usePrivacyWords();
  const lines = [
    m('count.prospect', 'Prospect: {count}', { count: counts.prospect }),
    m('count.leads', 'Leads: {count}', { count: counts.leads }),
    m('count.followUps', 'Follow-up entries: {count}', { count: counts.followUps }),
    m('count.emails', 'E-mails kept on disk: {count}', { count: counts.emails }),
    m('count.crmEvents', 'CRM deliveries: {count}', { count: counts.crmEvents }),
  ];
  return (
    <Flex tag="ul" direction="column" alignItems="flex-start" gap={1} paddingTop={paddingY} paddingBottom={paddingY}>
      {lines.map((line) => (
        <Typography tag="li" key={line}>
          {line}
        </Typography>
      ))}
    </Flex>
  );
}
