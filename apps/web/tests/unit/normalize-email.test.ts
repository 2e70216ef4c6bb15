import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../../../cms/src/prospects/normalize-email';

// The CMS files leads under one person by this address (apps/cms/src/prospects).
describe('normalizeEmail', () => {
  it.each([
    ['Awa.Diop@Example.COM', 'awa.diop@example.com'],
    ['  awa.diop@example.com \t', 'awa.diop@example.com'],
    ['awa. diop@example.com', 'awa.diop@example.com'],
    // é as one code point, or as e + combining acute accent; a full-width letter.
    ['s\u00e9ne@example.com', 's\u00e9ne@example.com'],
    ['se\u0301ne@example.com', 's\u00e9ne@example.com'],
    ['\uff21wa@example.com', 'awa@example.com'],
    ['Awa.Diop+MBA@example.com', 'awa.diop+mba@example.com'],
  ])('reads %j as %j', (typed, normalized) => {
    expect(normalizeEmail(typed)).toBe(normalized);
  });
});
