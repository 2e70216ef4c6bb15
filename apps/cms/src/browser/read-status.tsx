import { Button, Flex, Typography } from '@strapi/design-system';
import type { AdminRead } from './use-admin-read';

/** What a side panel's section shows while its read is under way, or once it failed: the words are the panel's. */
export function ReadStatus({
  read,
  loading,
  failed,
  retry,
}: {
  read: Exclude<AdminRead<unknown>, { state: 'loaded' }>;
  loading: string;
  failed: string;
  retry: string;
}) {
  if (read.state === 'loading') return <Typography variant="pi">{loading}</Typography>;
  return (
    <Flex direction="column" alignItems="start" gap={2} role="alert">
      <Typography variant="pi">{failed}</Typography>
      <Button variant="secondary" size="S" onClick={read.retry}>
        {retry}
      </Button>
    </Flex>
  );
}
