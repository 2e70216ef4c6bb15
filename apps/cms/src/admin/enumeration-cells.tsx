import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { labelsOf, type Labels } from './enumeration-labels';
import { labelLocaleOf } from '../browser/label-locale';
import { codeLabelOf, type CodeLabel as CodeLabelOf } from '../admissions/coded-fields';
import { contentTypeUidOf } from './content-words';

function EnumerationLabel({ value, labels }: { value: unknown; labels: Labels }) {
  const { locale } = useIntl();
  const language = labelLocaleOf(locale);
  const text = typeof value === 'string' ? (labels[value]?.[language] ?? value) : '-';
  return <Typography textColor="neutral800">{text}</Typography>;
}

function CodeLabel({ value, label }: { value: unknown; label: CodeLabelOf }) {
  const { locale } = useIntl();
  const text = typeof value === 'string' && value !== '' ? label(value, labelLocaleOf(locale)) : '-';
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
 * the stored value (`application_started`); a column that holds a code reads it in words
 * (src/admissions/coded-fields.ts: `ORGANIC_google` is "Recherche google"). The hook names no uid:
 * the content type is known by the list layout's display name.
 */
export function labelEnumerationColumns<
  T extends { displayedHeaders: Header[]; layout?: { settings?: { displayName?: string } } },
>(args: T): T {
  const model = contentTypeUidOf(args.layout?.settings?.displayName);
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((header) => {
      if (header.cellFormatter) return header;
      const code = model && header.attribute?.type === 'string' ? codeLabelOf(model, header.name) : undefined;
      if (code)
        return {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => <CodeLabel value={row[header.name]} label={code} />,
        };
      const labels = labelsOf(header.attribute);
      if (!labels) return header;
      return {
        ...header,
        cellFormatter: (row: Record<string, unknown>) => <EnumerationLabel value={row[header.name]} labels={labels} />,
      };
    }),
  };
}
