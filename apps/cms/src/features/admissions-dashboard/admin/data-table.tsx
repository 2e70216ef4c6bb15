import type { ReactNode } from 'react';
import { Box, Table, Tbody, Td, Th, Thead, Tr } from '@strapi/design-system';

/** A table that scrolls sideways on a narrow screen rather than overflowing its card. */
export function DataTable({ headers, rows }: { headers: string[]; rows: Array<{ key: string; cells: ReactNode[] }> }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table colCount={headers.length} rowCount={rows.length + 1}>
        <Thead>
          <Tr>
            {headers.map((header, i) => (
              <Th key={i}>{header}</Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((row) => (
            <Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Td key={i}>{cell}</Td>
              ))}
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Box>
  );
}
