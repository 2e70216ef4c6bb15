import { describe, expect, it } from 'vitest';
import { teaser } from './format';

describe('teaser', () => {
  it('keeps a short text whole', () => {
    expect(teaser('Un bachelor en trois ans.', 170)).toBe('Un bachelor en trois ans.');
  });

  it('cuts a long text at a word, without trailing punctuation, and ends it with an ellipsis', () => {
    const text = 'Assurez la navigabilité des avions, en maîtrisant leurs systèmes et les procédures.';
    expect(teaser(text, 40)).toBe('Assurez la navigabilité des avions, en…');
    expect(teaser(text, 36)).toBe('Assurez la navigabilité des avions…');
  });

  it('cuts a text without spaces at the limit', () => {
    expect(teaser('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
