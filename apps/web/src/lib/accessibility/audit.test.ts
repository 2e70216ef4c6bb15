import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '@/lib/dictionary/en.json';
import fr from '@/lib/dictionary/fr.json';
import { AUDITED_PAGES, KEYBOARD_CHECKS } from './audit';

const e2eFile = (name: string) => readFileSync(new URL(`../../../tests/e2e/${name}`, import.meta.url), 'utf8');

describe('the accessibility audit', () => {
  it('names keyboard checks that are browser tests (not skipped)', () => {
    for (const check of KEYBOARD_CHECKS) {
      const source = e2eFile(check.file);
      const title = check.test.replace(/'/g, "\\'");
      expect(source, `${check.file}: "${check.test}"`).toContain(`it('${title}'`);
    }
  });

  it('has a name in both languages for every type of page and every keyboard check', () => {
    for (const texts of [fr.accessibility, en.accessibility]) {
      expect(Object.keys(texts.pageTypes).sort()).toEqual(AUDITED_PAGES.map((page) => page.type).sort());
      expect(Object.keys(texts.keyboardChecks).sort()).toEqual(KEYBOARD_CHECKS.map((check) => check.key).sort());
    }
  });

  it('samples each type of page in both languages, each page once', () => {
    const paths = AUDITED_PAGES.flatMap((page) => [page.paths.fr, page.paths.en]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of AUDITED_PAGES) {
      expect(page.paths.en).toMatch(/^\/en(\/|$)/);
      expect(page.paths.fr).not.toMatch(/^\/en(\/|$)/);
      // The demo is dated from the day it is seeded: a path naming a year would be gone a year on.
      for (const path of Object.values(page.paths)) expect(path).not.toMatch(/(^|[^0-9])20\d\d([^0-9]|$)/);
    }
  });
});
