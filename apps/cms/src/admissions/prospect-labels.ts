// What admissions teams read about a prospect and their follow-up stage, in French and English.
// Shared by the server and the admin bundle (so it imports nothing).

export const PROSPECT_UID = 'api::prospect.prospect';
export const STAGE_CHANGE_UID = 'api::stage-change.stage-change';

/** The follow-up stages, in the order a prospect usually goes through them. */
export const STAGES = [
  'new',
  'contacted',
  'application_started',
  'admitted',
  'enrolled',
  'not_interested',
  'unreachable',
] as const;
export type Stage = (typeof STAGES)[number];

export const stageLabels: Record<Stage, { fr: string; en: string }> = {
  new: { fr: 'Nouveau', en: 'New' },
  contacted: { fr: 'Contacté·e', en: 'Contacted' },
  application_started: { fr: 'Candidature commencée', en: 'Application started' },
  admitted: { fr: 'Admis·e', en: 'Admitted' },
  enrolled: { fr: 'Inscrit·e', en: 'Enrolled' },
  not_interested: { fr: 'Pas intéressé·e', en: 'Not interested' },
  unreachable: { fr: 'Injoignable', en: 'Unreachable' },
};

/** The admin roles that follow prospects up: admissions officers, the network's admissions lead, and the super admin who runs the admin. */
export const FOLLOW_UP_ROLES = ['admissions-officer', 'admissions-lead', 'strapi-super-admin'] as const;
