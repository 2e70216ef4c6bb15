// Text fields that hold a code the site or the CMS derives rather than words someone typed: an
// origin (`ORGANIC_google`), a prospect's origin path, why a delivery to the CRM failed, what a
// privacy log entry handled (counts as JSON). Each is read
// in words in the officer's language wherever the admin shows it (list, edit view, filter), the
// stored code unchanged. Shared by the server (which fields a filter may list) and the admin bundle.
import { CRM_EVENT_UID, crmFailureLabel } from './crm-event';
import { LEAD_UID, type LabelLocale } from './lead-labels';
import { originLabel, originPathLabel } from './origin-labels';
import { PROSPECT_UID } from './prospect-labels';
import { applicantLanguageLabels } from './application-labels';
import { PRIVACY_LOG_UID } from './privacy-labels';
import { privacySummaryLabel } from './privacy-summary-label';

/** How a code reads in words. */
export type CodeLabel = (code: string, language: LabelLocale) => string;

/** A lead's language (`fr`, `en`, a string field) as an applicant's reads: 'Français', 'Anglais'. */
const languageLabel: CodeLabel = (code, language) =>
  applicantLanguageLabels[code as keyof typeof applicantLanguageLabels]?.[language] ?? code;

/** The coded fields of each content type, by uid, and how each reads. */
export const CODED_FIELDS: Readonly<Record<string, Readonly<Record<string, CodeLabel>>>> = {
  [LEAD_UID]: { origine: originLabel, language: languageLabel },
  [PROSPECT_UID]: { firstOrigin: originPathLabel, lastOrigin: originPathLabel },
  [CRM_EVENT_UID]: { lastError: crmFailureLabel },
  [PRIVACY_LOG_UID]: { summary: privacySummaryLabel },
};

/** How the field `field` of the content type `uid` reads, when it holds a code. */
export const codeLabelOf = (uid: string, field: string): CodeLabel | undefined =>
  Object.hasOwn(CODED_FIELDS, uid) && Object.hasOwn(CODED_FIELDS[uid]!, field) ? CODED_FIELDS[uid]![field] : undefined;
