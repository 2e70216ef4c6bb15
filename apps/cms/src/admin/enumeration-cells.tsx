import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { labelsOf, type Labels } from './enumeration-labels';
import { labelLocaleOf } from '../browser/label-locale';
import { originLabel, originPathLabel } from '../admissions/origin-labels';

function EnumerationLabel({ value, labels }: { value: unknown; labels: Labels }) {
  const { locale } = useIntl();
  const language = labelLocaleOf(locale);
  const text = typeof value === 'string' ? (labels[value]?.[language] ?? value) : '-';
  return <Typography textColor="neutral800">{text}</Typography>;
}

/**
 * Origins are codes the site derives (`ORGANIC_google`), not an enumeration: a lead's `origine`, a
 * prospect's `firstOrigin` and `lastOrigin` ("origin / source / medium"). Known by their names, the
 * only fields so named (the hook names no content type).
 */
const ORIGIN_FIELDS: Readonly<Record<string, (value: string, language: 'fr' | 'en') => string>> = {
  origine: originLabel,
  firstOrigin: originPathLabel,
  lastOrigin: originPathLabel,
};

function OriginLabel({ value, label }: { value: unknown; label: (value: string, language: 'fr' | 'en') => string }) {
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
 * the stored value (`application_started`); a column of origins reads `ORGANIC_google` as
 * "Recherche google".
 */
export function labelEnumerationColumns<T extends { displayedHeaders: Header[] }>(args: T): T {
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((header) => {
      if (header.cellFormatter) return header;
      const origin = header.attribute?.type === 'string' ? ORIGIN_FIELDS[header.name] : undefined;
      if (origin)
        return {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => <OriginLabel value={row[header.name]} label={origin} />,
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
