import { commonFieldWords, componentWords, contentTypeWords, fieldWords, type ModelWords } from './content-words';

type Language = 'fr' | 'en';

/**
 * The admin's own translations of the content manager's words (content-words.ts): the menu
 * names content types by their display name (the English name), the block picker names blocks by
 * their uid, and the edit form labels fields by `content-manager.content-types.<uid>.<field>`
 * (`content-manager.components.<uid>.<field>` inside a block).
 * French is also what the database stores, so an untranslated screen still reads French.
 */
export function contentTranslations(language: Language): Record<string, string> {
  const entries: Array<[string, string]> = [];
  // The bundle does not know which common field each model has: each gets them all (unused keys are harmless).
  const fieldEntries = (prefix: string, model: ModelWords) =>
    Object.keys({ ...commonFieldWords, ...model.fields }).map((field): [string, string] => [
      `${prefix}.${field}`,
      fieldWords(model, field)![language],
    ]);
  for (const [uid, model] of Object.entries(contentTypeWords)) {
    entries.push([model.name.en, model.name[language]], ...fieldEntries(`content-manager.content-types.${uid}`, model));
  }
  for (const [uid, model] of Object.entries(componentWords)) {
    entries.push([uid, model.name[language]], ...fieldEntries(`content-manager.components.${uid}`, model));
  }
  return Object.fromEntries(entries);
}
