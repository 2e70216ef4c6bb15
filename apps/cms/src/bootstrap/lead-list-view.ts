import type { Core } from '@strapi/strapi';
import {
  LEAD_RELATION_TITLES,
  LEAD_TYPES,
  LEAD_UID,
  STUDY_LEVELS,
  leadFieldLabels,
  type LeadField,
} from '../leads/lead-labels';

// What admissions teams see first in Content Manager > Lead: the newest requests, who, and for what.
const LIST_COLUMNS: readonly LeadField[] = [
  'createdAt',
  'type',
  'firstName',
  'lastName',
  'email',
  'course',
  'school',
  'origine',
];

interface FieldMetadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}

interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list: string[]; edit: unknown; [key: string]: unknown };
}

interface ContentTypesService {
  findContentType(uid: string): { uid: string } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<ViewConfiguration>;
  updateConfiguration(contentType: { uid: string }, configuration: ViewConfiguration): Promise<unknown>;
}

type EnumAttribute = { type: string; enum?: string[] };

// The labels module is shared with the admin bundle and cannot read the schema: a value added
// to the schema without a label stops the start here rather than showing a raw code to editors.
function assertLabelsMatchSchema(strapi: Core.Strapi): void {
  const attributes = strapi.contentType(LEAD_UID).attributes as Record<string, EnumAttribute>;
  const same = (a: readonly string[], b: readonly string[] = []) =>
    a.length === b.length && a.every((v) => b.includes(v));
  if (!same(LEAD_TYPES, attributes.type?.enum) || !same(STUDY_LEVELS, attributes.studyLevel?.enum)) {
    throw new Error('src/leads/lead-labels.ts and the lead schema disagree on the values of type or studyLevel.');
  }
}

/**
 * Sets the list view of leads at every start (like the role permissions), so that it is the
 * same on every installation: columns, newest first, French labels, relations by their title.
 */
export async function configureLeadListView(strapi: Core.Strapi): Promise<void> {
  assertLabelsMatchSchema(strapi);
  const service = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = service.findContentType(LEAD_UID);
  if (!contentType) return;
  const current = await service.findConfiguration(contentType);

  const metadatas: Record<string, FieldMetadata> = { ...current.metadatas };
  for (const [field, labels] of Object.entries(leadFieldLabels)) {
    const meta = metadatas[field] ?? { edit: {}, list: {} };
    const mainField = LEAD_RELATION_TITLES[field as keyof typeof LEAD_RELATION_TITLES];
    metadatas[field] = {
      edit: { ...meta.edit, label: labels.fr, ...(mainField ? { mainField } : {}) },
      list: { ...meta.list, label: labels.fr, ...(mainField ? { mainField } : {}) },
    };
  }

  await service.updateConfiguration(contentType, {
    settings: { ...current.settings, mainField: 'email', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
    metadatas,
    // The store replaces `layouts` as a whole: the edit layout is passed back unchanged.
    layouts: { ...current.layouts, list: [...LIST_COLUMNS] },
  });
}
