import type { LeadType } from '@/lib/leads/lead-form';
import type { Purpose } from './consent-mode';

export type LeadEventPush = { event: 'generate_lead'; form_type: LeadType };

/** sessionStorage key of the references whose lead event was already pushed (a JSON array). */
export const LEAD_EVENTS_KEY = 'horizon:lead-events';

/**
 * The dataLayer event of a sent form, or null: only with audience-measurement consent, and at
 * most once per reference (a reload of the thank-you page must not count the lead twice).
 */
export function leadEventToPush(input: {
  formType: LeadType;
  reference: string;
  accepted: readonly Purpose[] | null;
  alreadySent: readonly string[];
}): LeadEventPush | null {
  if (!input.accepted?.includes('analytics')) return null;
  if (!input.reference || input.alreadySent.includes(input.reference)) return null;
  return { event: 'generate_lead', form_type: input.formType };
}

/** The references stored under LEAD_EVENTS_KEY; anything unreadable counts as none. */
export function parseSentReferences(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
