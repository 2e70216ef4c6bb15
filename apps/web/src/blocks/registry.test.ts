import { describe, expect, it } from 'vitest';
import { COURSE_BLOCKS } from '@/lib/cms/blocks-populate';
import { blockRegistry } from './registry';

describe('block registry', () => {
  it('has a renderer for every block the CMS can send', () => {
    for (const uid of COURSE_BLOCKS) expect(blockRegistry.has(uid), uid).toBe(true);
  });
});
