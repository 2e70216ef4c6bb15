import type { Stage } from '../../../admissions/prospect-labels';

// What the privacy routes (../privacy-routes.ts) answer the page.

/** How many records of each kind are held about a person, or were erased. */
export type Counts = { prospect: number; leads: number; followUps: number; crmEvents: number; emails: number };

/** `POST /admissions/privacy/find`: what is held about an address. */
export interface Found {
  email: string;
  found: boolean;
  prospect: { documentId: string; firstName: string | null; lastName: string | null; stage: Stage | null } | null;
  phone: string | null;
  counts: Counts;
}

/** `POST /admissions/privacy/erase`: what was erased; `siteOutbox` is null when a site instance could not be asked. */
export type Erased = Counts & { siteOutbox: number | null };
