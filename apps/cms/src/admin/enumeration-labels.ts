import {
  LEAD_TYPES,
  leadTypeLabels,
  STUDY_LEVELS,
  studyLevelLabels,
  type LabelLocale,
} from '../admissions/lead-labels';
import { STAGES, stageLabels } from '../admissions/prospect-labels';

export type Labels = Readonly<Record<string, Record<LabelLocale, string>>>;

/**
 * The admissions' enumerations, each known by its values (the list view's hook names no content
 * type): a stage, a lead's type, a study level. Each has its labels in both languages.
 */
const ENUMERATIONS: ReadonlyArray<{ values: readonly string[]; labels: Labels }> = [
  { values: STAGES, labels: stageLabels },
  { values: LEAD_TYPES, labels: leadTypeLabels },
  { values: STUDY_LEVELS, labels: studyLevelLabels },
];

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The labels of an enumeration attribute, when it is one of the admissions'. */
export function labelsOf(attribute: { type?: string; enum?: readonly string[] } | undefined): Labels | undefined {
  if (attribute?.type !== 'enumeration' || !attribute.enum) return undefined;
  return ENUMERATIONS.find(({ values }) => sameValues(values, attribute.enum!))?.labels;
}
