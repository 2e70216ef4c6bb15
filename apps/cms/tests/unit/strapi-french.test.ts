import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { strapiFrench } from '../../src/admin/strapi-french';

// The French the admin adds to Strapi's own screens (src/admin/strapi-french.ts): each key is one
// Strapi has no French for (else ours would hide a translation of theirs). Some have no English
// text either: Strapi's code gives their English as a default (the content manager's menu link).

const require = createRequire(__filename);
/** Strapi's translations of a package, by the prefix the admin gives its keys. */
const SOURCES: Array<[prefix: string, pkg: string, folder: string]> = [
  ['', '@strapi/admin', 'dist/admin/admin/src/translations'],
  ['content-manager.', '@strapi/content-manager', 'dist/admin/translations'],
  ['i18n.', '@strapi/i18n', 'dist/admin/translations'],
  ['upload.', '@strapi/upload', 'dist/admin/translations'],
];

async function translations(language: 'en' | 'fr'): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for (const [prefix, pkg, folder] of SOURCES) {
    const root = dirname(require.resolve(`${pkg}/package.json`));
    const file = pathToFileURL(join(root, folder, `${language}.json.mjs`)).href;
    const texts = ((await import(file)) as { default: Record<string, string> }).default;
    for (const [key, text] of Object.entries(texts)) all.set(`${prefix}${key}`, text);
  }
  return all;
}

describe('French for Strapi’s own screens', () => {
  it('names only keys Strapi has no French for', async () => {
    const [english, french] = await Promise.all([translations('en'), translations('fr')]);
    for (const [key, text] of Object.entries(strapiFrench)) {
      expect(french.has(key), `${key}: Strapi has French for it`).toBe(false);
      expect(text).not.toBe(english.get(key));
      // The same values to fill in as Strapi's English, where it has one.
      const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => name).sort();
      if (english.has(key)) expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });
});
