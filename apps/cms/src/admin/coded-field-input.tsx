import { Field, TextInput } from '@strapi/design-system';
import { InputRenderer, useField, type InputProps } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { codeLabelOf } from '../admissions/coded-fields';
import { labelLocaleOf } from '../browser/label-locale';
import type { CODED_FIELD_TYPE } from './coded-fields-layout';

type StringInputProps = Extract<InputProps, { type: 'text' | 'string' | 'password' | 'email' }>;

/** What the edit view gives the input: the field's own props, and the content type it belongs to. */
export type CodedFieldInputProps = Omit<StringInputProps, 'type'> & { type: typeof CODED_FIELD_TYPE; model: string };

/**
 * The edit view's input of a field that holds a code (an origin, why a delivery to the CRM failed):
 * read-only, it shows the code in words in the officer's language ("Recherche google / google /
 * organic"), the form's value the stored code, untouched. A field someone may still type in is
 * Strapi's own text input, the code as stored.
 */
export function CodedFieldInput({ model, type: _type, ...props }: CodedFieldInputProps) {
  const { locale } = useIntl();
  const { value } = useField<string | null>(props.name);
  const words = codeLabelOf(model, props.name);
  if (!props.disabled || !words) return <InputRenderer {...props} type="string" />;
  return (
    <Field.Root name={props.name} hint={props.hint} required={props.required}>
      <Field.Label action={props.labelAction}>{props.label}</Field.Label>
      <TextInput type="text" disabled value={value ? words(value, labelLocaleOf(locale)) : ''} />
      <Field.Hint />
    </Field.Root>
  );
}
