'use client';

import { useEffect } from 'react';
import { LEAD_EVENTS_KEY, leadEventToPush, parseSentReferences } from '@/lib/consent/lead-event';
import type { LeadType } from '@/lib/leads/lead-form';
import { subscribeConsent } from './consent-state';

/**
 * On the thank-you page: tells the tag manager a lead was sent (`generate_lead`), only with
 * audience-measurement consent (also if it is given while the page is open), and once per
 * `reference` in this browser session.
 */
export function LeadEvent({ formType, reference }: { formType: LeadType; reference: string }) {
  useEffect(
    () =>
      subscribeConsent((accepted) => {
        const alreadySent = parseSentReferences(sessionStorage.getItem(LEAD_EVENTS_KEY));
        const push = leadEventToPush({ formType, reference, accepted, alreadySent });
        if (!push) return;
        sessionStorage.setItem(LEAD_EVENTS_KEY, JSON.stringify([...alreadySent, reference].slice(-50)));
        (window.dataLayer ??= []).push(push);
      }),
    [formType, reference],
  );
  return null;
}
