import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSE_BLOCKS, PAGE_BLOCKS } from './blocks-populate';

const cmsSchema = (folder: string, type: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../cms/src/api', folder, 'content-types', type, 'schema.json'), 'utf8'),
  ) as {
    attributes: { blocks: { components: string[] } };
  };

describe('block lists', () => {
  it('match the dynamic zones of the CMS content model', () => {
    expect([...COURSE_BLOCKS].sort()).toEqual([...cmsSchema('course', 'course').attributes.blocks.components].sort());
    for (const [folder, type] of [
      ['landing', 'landing'],
      ['article', 'article'],
      ['figs-news', 'figs-news-item'],
      ['homepage', 'homepage'],
    ]) {
      expect([...PAGE_BLOCKS].sort(), folder).toEqual(
        [...cmsSchema(folder!, type!).attributes.blocks.components].sort(),
      );
    }
  });
});
