import { describe, expect, it } from 'vitest';
import { levelSteps } from './level-steps';

describe('levelSteps', () => {
  const common = [
    { key: 'file', title: 'File' },
    { key: 'visa', title: 'Visa' },
  ];

  it('adds the level’s own steps to the common ones', () => {
    expect(levelSteps(common, [{ key: 'degree', title: 'Degree papers' }]).map((s) => s.key)).toEqual([
      'file',
      'visa',
      'degree',
    ]);
  });

  it('lets a level rewrite a common step of the same key, in its place', () => {
    expect(levelSteps(common, [{ key: 'file', title: 'Master’s file' }]).map((s) => s.title)).toEqual([
      'Master’s file',
      'Visa',
    ]);
    expect(levelSteps(common, [])).toEqual(common);
  });
});
