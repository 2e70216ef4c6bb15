import type { Stage } from './prospect-labels';

// One entry of a prospect's follow-up, as the admin records it and the CRM receives it.

/** Who changed a stage: an admin user, named as they were at the time (the entry outlives renames). */
export interface FollowUpAuthor {
  id: number | null;
  name: string;
}

export interface FollowUp {
  prospect: string;
  fromStage: Stage;
  toStage: Stage;
  note: string | null;
  author: FollowUpAuthor;
  at: Date;
}
