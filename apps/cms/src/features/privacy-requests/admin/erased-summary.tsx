import { Box, Typography } from '@strapi/design-system';
import { CountList } from './count-list';
import type { Erased } from './privacy-answers';
import { usePrivacyWords } from './use-privacy-words';

/** What an erasure deleted, the sites' waiting leads included. */
export function ErasedSummary({ erased }: { erased: Erased }) {
  const { m } = usePrivacyWords();
  return (
    <Box background="success100" padding={6} hasRadius role="status">
      <Typography tag="h2" variant="delta">
        {m('erased.title', 'Erased')}
      </Typography>
      <CountList counts={erased} paddingY={2} />
      <Typography tag="p">
        {erased.siteOutbox === null
          ? m(
              'erased.site-unreachable',
              'A site instance could not be reached: a lead of theirs it still holds will be dropped when it reaches the CMS.',
            )
          : m('erased.site', 'Leads waiting on the site: {count}', { count: erased.siteOutbox })}
      </Typography>
    </Box>
  );
}
