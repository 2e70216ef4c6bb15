import type { Core } from '@strapi/strapi';
import {
  AUTOMATIC_FIELDS,
  componentWords,
  contentTypeWords,
  fieldWords,
  type ModelWords,
} from '../admin/content-words';
import { LEAD_TYPES, LEAD_UID, STUDY_LEVELS } from '../admissions/lead-labels';

// The content manager's labels, help lines, list columns, sort orders and entry titles live in
// the database (Strapi's "configure the view"). They are set here at every start, from
// src/admin/content-words.ts, so that every installation speaks the same plain words. French is
// stored (the team's language); the admin bundle translates the same words to English (app.tsx).

interface FieldMetadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}

interface ViewConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list?: string[]; edit: unknown; [key: string]: unknown };
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<ViewConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: ViewConfiguration): Promise<unknown>;
}

type Attribute = { type: string; target?: string; relation?: string };

/** What names an entry of `uid` when another entry points to it (a relation's chosen title). */
const titleOf = (uid: string | undefined) => (uid ? contentTypeWords[uid]?.mainField : undefined);

function configured(
  current: ViewConfiguration,
  words: ModelWords,
  attributes: Record<string, Attribute>,
  isContentType: boolean,
): ViewConfiguration {
  const metadatas: Record<string, FieldMetadata> = { ...current.metadatas };
  for (const [field, attribute] of Object.entries(attributes)) {
    const label = fieldWords(words, field);
    // Only the fields the content manager shows (it keeps metadata for those alone).
    const meta = metadatas[field];
    if (!label || !meta) continue;
    const mainField = attribute.type === 'relation' ? titleOf(attribute.target) : undefined;
    const hidden = words.hidden?.includes(field) ?? false;
    metadatas[field] = {
      edit: {
        ...meta.edit,
        label: label.fr,
        description: label.hint?.fr ?? '',
        ...(words.readOnly || (words.editable && !words.editable.includes(field)) ? { editable: false } : {}),
        ...(hidden ? { visible: false } : {}),
        ...(mainField ? { mainField } : {}),
      },
      list: { ...meta.list, label: label.fr, ...(mainField ? { mainField } : {}) },
    };
  }
  const settings: Record<string, unknown> = { ...current.settings };
  if (words.mainField) settings.mainField = words.mainField;
  if (words.sort) Object.assign(settings, { defaultSortBy: words.sort.by, defaultSortOrder: words.sort.order });
  // The store replaces `layouts` as a whole: what is not set here is passed back unchanged.
  const layouts = { ...current.layouts };
  if (isContentType && words.list) layouts.list = [...words.list];
  if (words.hidden?.length) layouts.edit = removeFields(layouts.edit, words.hidden);
  return { settings, metadatas, layouts };
}

/** The edit layout without `fields` (rows of `{ name, size }`), empty rows dropped. */
function removeFields(edit: unknown, fields: readonly string[]): unknown {
  if (!Array.isArray(edit)) return edit;
  return edit
    .map((row: unknown) =>
      Array.isArray(row) ? row.filter((cell: { name?: string }) => !fields.includes(cell?.name ?? '')) : row,
    )
    .filter((row: unknown) => !Array.isArray(row) || row.length > 0);
}

/** Fails the start when the words and the schemas disagree: a raw field name would reach editors. */
export function assertWordsMatchSchemas(strapi: Core.Strapi): void {
  const problems: string[] = [];
  const check = (uid: string, words: ModelWords | undefined, attributes: Record<string, Attribute>) => {
    if (!words) return problems.push(`${uid}: no words`);
    const names = Object.keys(attributes);
    for (const name of names)
      if (!fieldWords(words, name) && !AUTOMATIC_FIELDS.includes(name)) problems.push(`${uid}.${name}: no label`);
    for (const name of Object.keys(words.fields))
      if (!names.includes(name) && !AUTOMATIC_FIELDS.includes(name)) problems.push(`${uid}.${name}: no such field`);
    for (const name of [
      ...(words.list ?? []),
      ...(words.hidden ?? []),
      ...(words.editable ?? []),
      words.mainField,
      words.sort?.by,
    ])
      if (name && !names.includes(name) && !AUTOMATIC_FIELDS.includes(name))
        problems.push(`${uid}: ${name} is listed but is no field`);
  };
  for (const [uid, model] of Object.entries(strapi.contentTypes))
    if (uid.startsWith('api::')) check(uid, contentTypeWords[uid], model.attributes as Record<string, Attribute>);
  for (const [uid, model] of Object.entries(strapi.components))
    check(uid, componentWords[uid], model.attributes as Record<string, Attribute>);
  if (problems.length > 0)
    throw new Error(`src/admin/content-words.ts and the schemas disagree:\n  ${problems.join('\n  ')}`);
}

type EnumAttribute = { type: string; enum?: string[] };

// The lead labels module is shared with the admin bundle and cannot read the schema: a value added
// to the schema without a label stops the start here rather than showing a raw code to editors.
function assertLeadLabelsMatchSchema(strapi: Core.Strapi): void {
  const attributes = strapi.contentType(LEAD_UID).attributes as Record<string, EnumAttribute>;
  const same = (a: readonly string[], b: readonly string[] = []) =>
    a.length === b.length && a.every((v) => b.includes(v));
  if (!same(LEAD_TYPES, attributes.type?.enum) || !same(STUDY_LEVELS, attributes.studyLevel?.enum)) {
    throw new Error('src/admissions/lead-labels.ts and the lead schema disagree on the values of type or studyLevel.');
  }
}

export async function configureAdminLayouts(strapi: Core.Strapi): Promise<void> {
  assertWordsMatchSchemas(strapi);
  assertLeadLabelsMatchSchema(strapi);
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ConfigurationService;
  const components = strapi.plugin('content-manager').service('components') as ConfigurationService;
  for (const [uid, words] of Object.entries(contentTypeWords)) {
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!model) continue;
    const current = await contentTypes.findConfiguration({ uid });
    await contentTypes.updateConfiguration(
      { uid },
      configured(current, words, model.attributes as Record<string, Attribute>, true),
    );
  }
  for (const [uid, words] of Object.entries(componentWords)) {
    const model = strapi.components[uid as keyof typeof strapi.components];
    if (!model) continue;
    const current = await components.findConfiguration({ uid });
    await components.updateConfiguration(
      { uid },
      configured(current, words, model.attributes as Record<string, Attribute>, false),
    );
  }
}
