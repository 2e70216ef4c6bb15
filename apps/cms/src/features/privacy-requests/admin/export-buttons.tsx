import { Button, Flex } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { usePrivacyWords } from './use-privacy-words';

const FORMATS = [
  ['json', 'Export (JSON)'],
  ['csv', 'Export (CSV)'],
] as const;

/** The person's data as a file to send them, in JSON or CSV. */
export function ExportButtons({
  disabled,
  onExport,
}: {
  disabled: boolean;
  onExport: (format: 'json' | 'csv') => void;
}) {
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
