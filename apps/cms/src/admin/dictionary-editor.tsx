import { useMemo, useState } from 'react';
import { Box, Field, Flex, Searchbar, TextInput, Textarea, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { DICTIONARY_TEXT_MAX, dictionaryRows, isTree, setText, type DictionaryRow, type Tree } from './dictionary-tree';

interface InputProps {
  name: string;
  value: unknown;
  disabled?: boolean;
}

type FormSlice = { values: Record<string, unknown>; onChange: (path: string, value: unknown) => void };

const treeOf = (value: unknown): Tree => {
  if (typeof value === 'string') {
    try {
      return treeOf(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return isTree(value) ? value : {};
};

function TextCell({
  row,
  language,
  long,
  disabled,
  onChange,
}: {
  row: DictionaryRow;
  language: 'fr' | 'en';
  /** A paragraph rather than a label: a text area instead of a one-line input. */
  long: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { formatMessage } = useIntl();
  const value = row[language];
  const tooLong = value.length > DICTIONARY_TEXT_MAX;
  return (
    <Field.Root
      name={`${language}.${row.key}`}
      error={
        tooLong ? formatMessage({ id: 'dictionary.too-long', defaultMessage: 'At most 250 characters' }) : undefined
      }
      hint={`${value.length} / ${DICTIONARY_TEXT_MAX}`}
    >
      <Field.Label>{language === 'fr' ? 'Français' : 'English'}</Field.Label>
      {long ? (
        <Textarea
          value={value}
          disabled={disabled}
          maxLength={DICTIONARY_TEXT_MAX}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        />
      ) : (
        <TextInput
          value={value}
          disabled={disabled}
          maxLength={DICTIONARY_TEXT_MAX}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      )}
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

/**
 * The text dictionary, text by text: keys grouped by section, French and English side by side, a
 * search by key or by text, and the 250-character limit of requirements 5 where the text is typed.
 * Rendered for the `fr` field, which edits `en` too; the `en` field only points here.
 */
export function DictionaryEditor({ name, value, disabled }: InputProps) {
  const { formatMessage } = useIntl();
  const form = useForm(
    'DictionaryEditor',
    (state): FormSlice => ({
      values: state.values as Record<string, unknown>,
      onChange: state.onChange as FormSlice['onChange'],
    }),
  );
  const [query, setQuery] = useState('');
  const fr = treeOf(name === 'fr' ? value : form.values.fr);
  const en = treeOf(form.values.en);
  const rows = useMemo(() => dictionaryRows(fr, en, query), [fr, en, query]);
  // Chosen once, from the texts as loaded: an input that changed kind while typing would lose focus.
  const [longKeys] = useState(
    () =>
      new Set(
        dictionaryRows(fr, en)
          .filter((row) => Math.max(row.fr.length, row.en.length) > 60)
          .map((row) => row.key),
      ),
  );

  if (name !== 'fr') {
    return (
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({
          id: 'dictionary.en-with-fr',
          defaultMessage: 'English texts are edited next to the French ones, above.',
        })}
      </Typography>
    );
  }

  const sections = [...new Set(rows.map((row) => row.section))];
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Searchbar
        name="dictionary-search"
        value={query}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
        onClear={() => setQuery('')}
        clearLabel={formatMessage({ id: 'dictionary.search.clear', defaultMessage: 'Clear the search' })}
        placeholder={formatMessage({ id: 'dictionary.search', defaultMessage: 'Search a text or a key' })}
      >
        {formatMessage({ id: 'dictionary.search', defaultMessage: 'Search a text or a key' })}
      </Searchbar>
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({ id: 'dictionary.count', defaultMessage: '{count} texts' }, { count: rows.length })}
      </Typography>
      {sections.map((section) => (
        <Box key={section} tag="section" padding={4} background="neutral100" hasRadius>
          <Typography variant="delta" tag="h3">
            {section}
          </Typography>
          {rows
            .filter((row) => row.section === section)
            .map((row) => (
              <Box key={row.key} paddingTop={4} data-dictionary-key={row.key}>
                <Typography variant="omega" fontWeight="bold" textColor="neutral800">
                  {row.key}
                </Typography>
                <Flex gap={4} alignItems="flex-start" paddingTop={1}>
                  <Box flex="1">
                    <TextCell
                      row={row}
                      language="fr"
                      long={longKeys.has(row.key)}
                      disabled={disabled}
                      onChange={(text) => form.onChange('fr', setText(fr, row.key, text))}
                    />
                  </Box>
                  <Box flex="1">
                    <TextCell
                      row={row}
                      language="en"
                      long={longKeys.has(row.key)}
                      disabled={disabled}
                      onChange={(text) => form.onChange('en', setText(en, row.key, text))}
                    />
                  </Box>
                </Flex>
              </Box>
            ))}
        </Box>
      ))}
    </Flex>
  );
}
