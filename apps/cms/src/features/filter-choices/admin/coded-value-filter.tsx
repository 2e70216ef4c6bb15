import { useEffect, useState, type ComponentType } from 'react';
import { Combobox, ComboboxOption } from '@strapi/design-system';
import { useFetchClient, useField, type Filters } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { codeLabelOf } from '../../../admissions/coded-fields';
import { labelLocaleOf } from '../../../browser/label-locale';
import type { FilterChoices } from '../filter-choices';

/** Typing waits this long for the next key before the CMS is asked. */
const SEARCH_DELAY_MS = 250;

type Choices = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; choices: FilterChoices['choices'] };

/** The codes of a field whose words contain `search`, most frequent first; asked again as the officer types. */
function useChoices(model: string, field: string, search: string, language: string): Choices {
  const { get } = useFetchClient();
  const [choices, setChoices] = useState<Choices>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setChoices({ state: 'loading' });
    const timer = setTimeout(() => {
      get<{ data: FilterChoices }>('/admissions/filter-choices', { params: { model, field, search, language } }).then(
        (response) => current && setChoices({ state: 'loaded', choices: response.data.data.choices }),
        () => current && setChoices({ state: 'failed' }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [get, model, field, search, language]);
  return choices;
}

/**
 * A list filter's value for a field that holds a code (an origin, why a delivery to the CRM
 * failed): the codes present, offered under their words in the officer's language and searched by
 * them, the most frequent first; what the filter sends is the code, as stored.
 */
function CodedValueFilter({
  model,
  field,
  name,
  'aria-label': ariaLabel,
}: Filters.ValueInputProps & { model: string; field: string }) {
  const { formatMessage, locale } = useIntl();
  const language = labelLocaleOf(locale);
  const label = codeLabelOf(model, field);
  const words = (code: string) => (label ? label(code, language) : code);
  const { value, onChange } = useField<string>(name);
  const [search, setSearch] = useState('');
  const [text, setText] = useState(value ? words(value) : '');
  const choices = useChoices(model, field, search, language);
  const listed = choices.state === 'loaded' ? choices.choices.map((choice) => choice.value) : [];
  // The value being edited stays on the list, however rare.
  const codes = value && !listed.includes(value) ? [value, ...listed] : listed;
  return (
    <Combobox
      aria-label={ariaLabel}
      name={name}
      autocomplete={{ type: 'list', filter: 'contains' }}
      placeholder={formatMessage({ id: 'filter-choices.placeholder', defaultMessage: 'Choose or search' })}
      value={value ?? ''}
      textValue={text}
      onTextValueChange={setText}
      onInputChange={(event) => setSearch(event.currentTarget.value)}
      onChange={(code) => {
        onChange(name, code);
        setText(code ? words(code) : '');
      }}
      loading={choices.state === 'loading'}
      loadingMessage={formatMessage({ id: 'filter-choices.loading', defaultMessage: 'Reading the values…' })}
      noOptionsMessage={(typed) =>
        choices.state === 'failed'
          ? formatMessage({ id: 'filter-choices.failed', defaultMessage: 'The values could not be read' })
          : typed
            ? formatMessage(
                { id: 'filter-choices.none', defaultMessage: 'No value contains “{search}”' },
                { search: typed },
              )
            : formatMessage({ id: 'filter-choices.empty', defaultMessage: 'No value stored' })
      }
    >
      {codes.map((code) => (
        <ComboboxOption key={code} value={code} textValue={words(code)}>
          {words(code)}
        </ComboboxOption>
      ))}
    </Combobox>
  );
}

const inputs = new Map<string, ComponentType<Filters.ValueInputProps>>();

/**
 * The value input of the filter on `field` of `model`. One component per field, made once: the
 * filters' hook runs at each render of the list, and a new component each time would lose what
 * the officer typed.
 */
export function codedValueFilterOf(model: string, field: string): ComponentType<Filters.ValueInputProps> {
  const key = `${model}.${field}`;
  let input = inputs.get(key);
  if (!input) {
    input = (props: Filters.ValueInputProps) => <CodedValueFilter {...props} model={model} field={field} />;
    inputs.set(key, input);
  }
  return input;
}
