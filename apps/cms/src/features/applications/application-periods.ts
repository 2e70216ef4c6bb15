// How long an ended application is kept (docs/privacy.md): the retention job deletes it after, and
// the applicant's page says the day.

/** Not admitted (from the decision) or an offer declined (from the answer). */
export const UNSUCCESSFUL_MONTHS = 3;
/** Not admitted, and the applicant asked to be kept in view for another intake. */
export const KEPT_IN_VIEW_MONTHS = 24;
/** A draft nobody saved for this long. */
export const DRAFT_MONTHS = 12;
