// What an event for the CRM is, as the queue stores it and the CRM receives it. The roles, the
// erasures and the queue all name it: it imports nothing, so any of them may.

export const CRM_EVENT_UID = 'api::crm-event.crm-event';

/** The event types as the payload names them (docs/crm/webhook-event.schema.json), and as stored. */
export const EVENT_TYPES = {
  'lead.created': 'lead_created',
  'prospect.stage_changed': 'prospect_stage_changed',
  'prospect.rectified': 'prospect_rectified',
  'prospect.erased': 'prospect_erased',
} as const;
export type CrmEventType = keyof typeof EVENT_TYPES;

export interface CrmEvent {
  id: string;
  type: CrmEventType;
  occurredAt: string;
  data: Record<string, unknown>;
}
