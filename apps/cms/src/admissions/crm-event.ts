// What an event for the CRM is, as the queue stores it and the CRM receives it. The roles, the
// erasures and the queue all name it: it imports nothing, so any of them may.

export const CRM_EVENT_UID = 'api::crm-event.crm-event';

/** The event types as the payload names them (docs/crm/webhook-event.schema.json), and as stored. */
export const EVENT_TYPES = {
  'lead.created': 'lead_created',
  'prospect.stage_changed': 'prospect_stage_changed',
  'prospect.rectified': 'prospect_rectified',
  'prospect.erased': 'prospect_erased',
  'application.stage_changed': 'application_stage_changed',
} as const;
export type CrmEventType = keyof typeof EVENT_TYPES;

/** The stored event types as an officer reads them in the admin's list of deliveries. */
export const eventTypeLabels: Record<(typeof EVENT_TYPES)[CrmEventType], { fr: string; en: string }> = {
  lead_created: { fr: 'Demande', en: 'New lead' },
  prospect_stage_changed: { fr: 'Changement d’étape', en: 'Stage change' },
  prospect_rectified: { fr: 'Données corrigées', en: 'Data corrected' },
  prospect_erased: { fr: 'Personne effacée', en: 'Person erased' },
  application_stage_changed: { fr: 'Candidature en ligne', en: 'Online application' },
};

/** Where a delivery to the CRM stands, as stored (src/features/crm-delivery/crm-delivery.ts). */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const deliveryStateLabels: Record<DeliveryState, { fr: string; en: string }> = {
  pending: { fr: 'En attente', en: 'Pending' },
  delivered: { fr: 'Reçu par le CRM', en: 'Delivered' },
  failed: { fr: 'Abandonné', en: 'Given up' },
};

export interface CrmEvent {
  id: string;
  type: CrmEventType;
  occurredAt: string;
  data: Record<string, unknown>;
}
