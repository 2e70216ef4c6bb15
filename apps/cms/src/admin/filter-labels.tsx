import { Filters, InputRenderer } from '@strapi/strapi/admin';
import { labelLocaleOf } from '../browser/label-locale';
import { adminLanguage } from './admin-language';
import { contentTypeWords, fieldWords } from './content-words';
import { enumerationOptions, labelsOf } from './enumeration-labels';

const valuesOf = (options: Filters.Filter['options'] = []) =>
  options.map((option) => (typeof option === 'string' ? option : option.value));

/**
 * The filter's value select, as Strapi draws it for an enumeration (Filters.mjs, `Popover`). Given as
 * the filter's own `input` because only then does the filter's chip read the chosen option's label
 * (`AttributeTag`): "Étape de suivi est Contacté·e", not "… est contacted".
 */
function EnumerationValueInput({ options = [], ...props }: Filters.ValueInputProps) {
  const labelled = options.map((option) => (typeof option === 'string' ? { value: option } : option));
  return <InputRenderer {...props} type="enumeration" options={labelled} />;
}

/**
 * The content manager's filters hook (Admin/CM/pages/ListView/inject-in-filters), in the officer's
 * language: each field under its label, where Strapi gives the label stored in the view's settings
 * (French, src/bootstrap/admin-layouts.ts) though the list's columns are translated; and a stage, a
 * lead's type or a study level offered under its label, the chip saying the label while the query
 * carries the code. The hook is given the list's layout, whose display name is the content type's
 * English name (tests/unit/admin-words.test.ts), and no uid.
 */
export function labelFilters<
  T extends { displayedFilters: Filters.Filter[]; layout: { settings: { displayName?: string } } },
>(args: T): T {
  const language = labelLocaleOf(adminLanguage());
  const model = Object.values(contentTypeWords).find(({ name }) => name.en === args.layout.settings.displayName);
  return {
    ...args,
    displayedFilters: args.displayedFilters.map((filter) => {
      const label = (model && fieldWords(model, filter.name)?.[language]) ?? filter.label;
      const values = valuesOf(filter.options);
      if (filter.type !== 'enumeration' || filter.input || !labelsOf({ type: 'enumeration', enum: values }))
        return { ...filter, label };
      return { ...filter, label, options: enumerationOptions(values, language), input: EnumerationValueInput };
    }),
  };
}
