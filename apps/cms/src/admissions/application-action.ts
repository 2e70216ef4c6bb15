import type { ApplicationStage } from './application-labels';
import type { FollowUpAuthor } from './follow-up';

// One action on an online application, as its history keeps it and the CRM receives it.

export interface ApplicationAction {
  application: { id: number; documentId: string; reference: string };
  fromStage: ApplicationStage;
  toStage: ApplicationStage;
  note: string | null;
  requestedDocuments: string | null;
  conditions: string | null;
  /** When toStage is `interview`: when it takes place. */
  interviewAt?: string | null;
  /** An officer named as they were then, or the applicant. */
  author: FollowUpAuthor;
  at: Date;
}
