import {
  LEAD_TYPES,
  leadTypeLabels,
  STUDY_LEVELS,
  studyLevelLabels,
  type LabelLocale,
} from '../admissions/lead-labels';
import {
  APPLICANT_LANGUAGES,
  APPLICATION_STAGES,
  DOCUMENT_KINDS,
  DOCUMENT_STATES,
  ENTRY_DIPLOMAS,
  VIRUS_SCANS,
  applicantLanguageLabels,
  applicationStageLabels,
  documentKindLabels,
  documentStateLabels,
  entryDiplomaLabels,
  virusScanLabels,
} from '../admissions/application-labels';
import { DELIVERY_STATES, deliveryStateLabels, EVENT_TYPES, eventTypeLabels } from '../admissions/crm-event';
import { PRIVACY_ACTIONS, privacyActionLabels } from '../admissions/privacy-labels';
import { STAGES, stageLabels } from '../admissions/prospect-labels';

export type Labels = Readonly<Record<string, Record<LabelLocale, string>>>;

/**
 * The admissions' enumerations, each known by its values (the list view's hook names no content
 * type): a prospect's stage, a lead's type, a study level, an application's stage, a CRM
 * delivery's event and state, a privacy log's action, an applicant's language, an application
 * document's kind, state and scan, what a degree level's applicants hold. Each has its labels in both languages.
 */
const ENUMERATIONS: ReadonlyArray<{ values: readonly string[]; labels: Labels }> = [
  { values: STAGES, labels: stageLabels },
  { values: LEAD_TYPES, labels: leadTypeLabels },
  { values: STUDY_LEVELS, labels: studyLevelLabels },
  { values: APPLICATION_STAGES, labels: applicationStageLabels },
  { values: Object.values(EVENT_TYPES), labels: eventTypeLabels },
  { values: DELIVERY_STATES, labels: deliveryStateLabels },
  { values: PRIVACY_ACTIONS, labels: privacyActionLabels },
  { values: APPLICANT_LANGUAGES, labels: applicantLanguageLabels },
  { values: DOCUMENT_KINDS, labels: documentKindLabels },
  { values: DOCUMENT_STATES, labels: documentStateLabels },
  { values: VIRUS_SCANS, labels: virusScanLabels },
  { values: ENTRY_DIPLOMAS, labels: entryDiplomaLabels },
];

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The labels of an enumeration attribute, when it is one of the admissions'. */
export function labelsOf(attribute: { type?: string; enum?: readonly string[] } | undefined): Labels | undefined {
  if (attribute?.type !== 'enumeration' || !attribute.enum) return undefined;
  return ENUMERATIONS.find(({ values }) => sameValues(values, attribute.enum!))?.labels;
}

/**
 * A select's options for the values of an enumeration attribute: each admissions value under its
 * label in `language`; any other enumeration's values without a label, which Strapi then shows as
 * it always does.
 */
export function enumerationOptions(
  values: readonly string[],
  language: LabelLocale,
): Array<{ value: string; label?: string }> {
  const labels = labelsOf({ type: 'enumeration', enum: values });
  return values.map((value) => {
    const label = labels?.[value]?.[language];
    return label === undefined ? { value } : { value, label };
  });
}
