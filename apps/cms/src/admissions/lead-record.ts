import type { LeadType, StudyLevel } from './lead-labels';

/** A stored lead as the document service answers it (relations not populated). */
export interface LeadRecord {
  id: number;
  documentId: string;
  type: LeadType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  nationality: string | null;
  birthDate: string | null;
  studyLevel: StudyLevel | null;
  message: string | null;
  language: string | null;
  pagePath: string | null;
  consent: boolean | null;
  marketingOptIn: boolean | null;
  consentText: string | null;
  marketingText: string | null;
  consentVersion: string | null;
  origine: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  idempotencyKey: string;
  submittedAt: string | null;
  createdAt: string;
}
