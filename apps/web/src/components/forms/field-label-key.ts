import type { FieldName, LeadType } from '@/lib/leads/lead-form';

/** The dictionary key of a field's label: an application asks for a motivation where the others ask for a message. */
export const fieldLabelKey = (type: LeadType, name: FieldName) =>
  name === 'message' && type === 'application' ? 'motivation' : name;
