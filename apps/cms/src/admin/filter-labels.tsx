import { Filters, InputRenderer } from '@strapi/strapi/admin';
import { labelLocaleOf } from '../browser/label-locale';
import { adminLanguage } from './admin-language';
import { codeLabelOf } from '../admissions/coded-fields';
import type { LabelLocale } from '../admissions/lead-labels';
import { codedValueFilterOf } from '../features/filter-choices/admin/coded-value-filter';
import { codesInFilters } from '../features/filter-choices/admin/codes-in-filters';
import { contentTypeUidOf, contentTypeWords, fieldWords } from './content-words';
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

/** A code is one value or another: what else Strapi offers a text (contains, starts with…) means nothing here. */
const CODE_OPERATORS: Record<LabelLocale, Filters.Filter['operators']> = {
  fr: [
    { label: 'est', value: '$eq' },
    { label: 'n’est pas', value: '$ne' },
  ],
  en: [
    { label: 'is', value: '$eq' },
    { label: 'is not', value: '$ne' },
  ],
};

/**
 * The content manager's filters hook (Admin/CM/pages/ListView/inject-in-filters), in the officer's
 * language: each field under its label, where Strapi gives the label stored in the view's settings
 * (French, src/bootstrap/admin-layouts.ts) though the list's columns are translated; and a stage, a
 * lead's type or a study level offered under its label, the chip saying the label while the query
 * carries the code; a field that holds a code (an origin) offered as the codes present, in words. The hook is given the list's layout, whose display name is the content type's
 * English name (tests/unit/admin-words.test.ts), and no uid.
 */
export function labelFilters<
  T extends { displayedFilters: Filters.Filter[]; layout: { settings: { displayName?: string } } },
>(args: T): T {
  const language = labelLocaleOf(adminLanguage());
  const uid = contentTypeUidOf(args.layout.settings.displayName);
  const model = uid === undefined ? undefined : contentTypeWords[uid];
  return {
    ...args,
    displayedFilters: args.displayedFilters.map((filter) => {
      const label = (model && fieldWords(model, filter.name)?.[language]) ?? filter.label;
      const code = uid !== undefined && filter.type === 'string' ? codeLabelOf(uid, filter.name) : undefined;
      if (code && uid !== undefined)
        // The chip reads the label of its value among these options (AttributeTag): the codes the
        // list is filtered on, from its address, each in words. Strapi runs this hook again as the
        // list draws after a filter is added (5.54: its filters' memo depends on a list made anew
        // at each draw), so that a chip just added finds its code here too.
        return {
          ...filter,
          label,
          operators: CODE_OPERATORS[language],
          options: codesInFilters(window.location.search, filter.name).map((value) => ({
            value,
            label: code(value, language),
          })),
          input: codedValueFilterOf(uid, filter.name),
        };
      const values = valuesOf(filter.options);
      if (filter.type !== 'enumeration' || filter.input || !labelsOf({ type: 'enumeration', enum: values }))
        return { ...filter, label };
      return { ...filter, label, options: enumerationOptions(values, language), input: EnumerationValueInput };
    }),
  };
}
