// What an event for the CRM is, as the queue stores it and the CRM receives it. The roles, the
// erasures and the queue all name it: it imports only words that import nothing, so any of them may.
import type { LabelLocale } from './lead-labels';

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

/**
 * Whether the CRM's answer refuses the event as it is (a 4xx other than a timeout, too early or
 * too many requests): sending it again would be refused again. The delivery gives up at once
 * (crm-delivery.ts), and an officer reads it as a refusal.
 */
export const refusedForGood = (status: number) => status >= 400 && status < 500 && ![408, 425, 429].includes(status);

/** A failed attempt's `lastError` when the CRM answered: its HTTP status. */
export const httpFailure = (status: number) => `HTTP ${status}`;

/** What Node's fetch says when the CRM cannot be reached, and when it did not answer in time. */
const UNREACHABLE = 'fetch failed';
const TIMED_OUT = 'The operation was aborted due to timeout';

const FAILURES: Record<'refused' | 'unavailable' | 'redirected', Record<LabelLocale, (status: number) => string>> = {
  refused: { fr: (s) => `Refusé par le CRM (HTTP ${s})`, en: (s) => `Refused by the CRM (HTTP ${s})` },
  unavailable: {
    fr: (s) => `CRM indisponible pour l’instant (HTTP ${s})`,
    en: (s) => `CRM unavailable for now (HTTP ${s})`,
  },
  redirected: {
    fr: (s) => `Le CRM renvoie vers une autre adresse (HTTP ${s})`,
    en: (s) => `The CRM points to another address (HTTP ${s})`,
  },
};
const NETWORK: Record<string, Record<LabelLocale, string>> = {
  [UNREACHABLE]: { fr: 'CRM injoignable (réseau)', en: 'CRM unreachable (network)' },
  [TIMED_OUT]: { fr: 'Pas de réponse du CRM à temps', en: 'No answer from the CRM in time' },
};

/**
 * Why a delivery failed, as an officer reads it: the CRM's HTTP status in words (refused, or
 * unavailable and tried again), the network's failures in words, anything else as written.
 */
export function crmFailureLabel(error: string, language: LabelLocale): string {
  const status = /^HTTP (\d{3})$/.exec(error)?.[1];
  if (status === undefined) return NETWORK[error]?.[language] ?? error;
  const code = Number(status);
  const kind = refusedForGood(code) ? 'refused' : code < 400 ? 'redirected' : 'unavailable';
  return FAILURES[kind][language](code);
}
