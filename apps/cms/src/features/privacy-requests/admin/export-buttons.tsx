import { Button, Flex } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { usePrivacyWords } from './use-privacy-words';

const FORMATS = [
  ['copy', 'Copy for the person (text)'],
  ['json', 'Export (JSON)'],
  ['csv', 'Export (CSV)'],
] as const;

export type ExportFormat = (typeof FORMATS)[number][0];

/** The person's data as a file to send them: a copy they read, in their language, or the exact records (JSON, CSV). */
export function ExportButtons({ disabled, onExport }: { disabled: boolean; onExport: (format: ExportFormat) => void }) {
  const { m } = usePrivacyWords();
  return (
    <Flex gap={2} wrap="wrap">
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          variant="secondary"
          startIcon={<Download />}
          disabled={disabled}
          onClick={() => onExport(format)}
        >
          {m(`export.${format}`, label)}
        </Button>
      ))}
    </Flex>
  );
}
