import type { FieldName } from '@/lib/leads/lead-form';

/**
 * The id of a field's control, or of its hint or error text (which the control names in
 * `aria-describedby`). The summary links to the control by it.
 */
export const fieldId = (name: FieldName, part?: 'hint' | 'error') => (part ? `field-${name}-${part}` : `field-${name}`);
