import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUTOMATIC_FIELDS,
  componentWords,
  contentTypeWords,
  fieldWords,
  type ModelWords,
} from '../../src/admin/content-words';

// Every content type, block and field of the CMS has plain words for editors, in French and
// English (the CMS also refuses to start otherwise, see apps/cms/src/bootstrap/admin-layouts.ts).

const cmsSrc = join(__dirname, '../../src');
type Schema = { info: { displayName: string }; attributes: Record<string, { type: string }> };
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Schema;

const models: Array<[string, Schema, ModelWords | undefined]> = [
  ...readdirSync(join(cmsSrc, 'api'))
    .filter((api) => existsSync(join(cmsSrc, 'api', api, 'content-types')))
    .flatMap((api) =>
      readdirSync(join(cmsSrc, 'api', api, 'content-types')).map((name): [string, Schema, ModelWords | undefined] => {
        const uid = `api::${api}.${name}`;
        return [uid, read(join(cmsSrc, 'api', api, 'content-types', name, 'schema.json')), contentTypeWords[uid]];
      }),
    ),
  ...readdirSync(join(cmsSrc, 'components')).flatMap((category) =>
    readdirSync(join(cmsSrc, 'components', category)).map((file): [string, Schema, ModelWords | undefined] => {
      const uid = `${category}.${file.replace(/\.json$/, '')}`;
      return [uid, read(join(cmsSrc, 'components', category, file)), componentWords[uid]];
    }),
  ),
];

describe('the words of the admin', () => {
  it.each(models)('%s: a name, and a label in both languages for every field', (_uid, schema, words) => {
    expect(words).toBeDefined();
    expect(words!.name.fr && words!.name.en).toBeTruthy();
    // The admin translates names by the schema's display name (apps/cms/src/admin/admin-translations.ts).
    expect(schema.info.displayName).toBe(words!.name.en);
    for (const field of Object.keys(schema.attributes)) {
      const label = fieldWords(words!, field);
      expect(label?.fr, field).toBeTruthy();
      expect(label?.en, field).toBeTruthy();
      expect(label!.fr.length, field).toBeLessThanOrEqual(45);
      if (label?.hint) expect(label.hint.fr.length, field).toBeLessThanOrEqual(170);
    }
    const known = [...Object.keys(schema.attributes), ...AUTOMATIC_FIELDS];
    for (const field of Object.keys(words!.fields)) expect(known).toContain(field);
    for (const field of [...(words!.list ?? []), words!.mainField, words!.sort?.by].filter(Boolean))
      expect(known).toContain(field);
  });

  it('lists a course by title with its school and level, newest leads first, redirects by address', () => {
    expect(contentTypeWords['api::course.course']?.list).toEqual(
      expect.arrayContaining(['title', 'school', 'graduationLevel']),
    );
    expect(contentTypeWords['api::lead.lead']?.sort).toEqual({ by: 'createdAt', order: 'DESC' });
    expect(contentTypeWords['api::redirect.redirect']?.list).toEqual(['from', 'to', 'code']);
  });
});
