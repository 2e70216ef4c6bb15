import { InputRenderer, type InputProps } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { labelLocaleOf } from '../browser/label-locale';
import { enumerationOptions } from './enumeration-labels';

type EnumerationProps = Extract<InputProps, { type: 'enumeration' }>;

/** What the content manager's edit view gives an input of the `enumeration` type (InputRenderer.mjs). */
export type EnumerationInputProps = Omit<EnumerationProps, 'options'> & { attribute: { enum: readonly string[] } };

/**
 * The edit view's select of an enumeration (registered with `app.addFields` for the type
 * `enumeration`): the content manager's own, but for its options, which show a stage, a lead's type
 * or a study level under its label in the officer's language. The stored value is the option's value,
 * the code, unchanged; other enumerations read as Strapi shows them.
 */
export function EnumerationInput(props: EnumerationInputProps) {
  const { locale } = useIntl();
  return <InputRenderer {...props} options={enumerationOptions(props.attribute.enum, labelLocaleOf(locale))} />;
}
