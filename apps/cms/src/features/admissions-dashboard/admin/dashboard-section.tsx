import type { ReactNode } from 'react';
import { Box, Typography } from '@strapi/design-system';

/** One box of the dashboard, titled, with a line that says what it counts when `help` is given. */
export function DashboardSection({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" padding={6} shadow="tableShadow" hasRadius>
      <Typography id={id} tag="h2" variant="delta">
        {title}
      </Typography>
      <Box paddingTop={4}>
        {help !== undefined && (
          <Typography tag="p" variant="pi" textColor="neutral600">
            {help}
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
