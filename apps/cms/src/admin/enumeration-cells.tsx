import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { labelsOf, type Labels } from './enumeration-labels';
import { labelLocaleOf } from '../browser/label-locale';

function EnumerationLabel({ value, labels }: { value: unknown; labels: Labels }) {
  const { locale } = useIntl();
  const language = labelLocaleOf(locale);
  const text = typeof value === 'string' ? (labels[value]?.[language] ?? value) : '-';
  return <Typography textColor="neutral800">{text}</Typography>;
}

type Header = {
  name: string;
  attribute?: { type?: string; enum?: readonly string[] };
  cellFormatter?: unknown;
};

/**
 * The content manager's list hook (Admin/CM/pages/ListView/inject-column-in-table): a column of
 * stages, lead types or study levels shows each value's label in the officer's language, not
 * the stored value (`application_started`).
 */
export function labelEnumerationColumns<T extends { displayedHeaders: Header[] }>(args: T): T {
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((header) => {
      const labels = labelsOf(header.attribute);
      if (!labels || header.cellFormatter) return header;
      return {
        ...header,
        cellFormatter: (row: Record<string, unknown>) => <EnumerationLabel value={row[header.name]} labels={labels} />,
      };
    }),
  };
}
