import { describe, expect, it } from 'vitest';
import { applyLocalizedAlts } from './localized-alts';
import { mediaSchema } from './schemas/media';

describe('localized alternative texts', () => {
  it("uses the entry's own alt text over the media library's, at any depth", () => {
    const answer = applyLocalizedAlts({
      data: [
        {
          title: 'MBA',
          image: { url: '/uploads/a.jpg', alternativeText: 'Étudiants en cours' },
          imageAlt: 'Students in class',
          blocks: [{ __component: 'blocks.quote', image: { url: '/uploads/b.jpg' }, imageAlt: ' A smiling graduate ' }],
        },
      ],
    }) as { data: Array<{ image: unknown; blocks: Array<{ image: unknown }> }> };
    expect(mediaSchema.parse(answer.data[0]!.image).alt).toBe('Students in class');
    expect(mediaSchema.parse(answer.data[0]!.blocks[0]!.image).alt).toBe('A smiling graduate');
  });

  it("keeps the library's alt text when the entry leaves its own empty", () => {
    const entry = applyLocalizedAlts({
      logo: { url: '/uploads/l.png', alternativeText: 'Logo ESB' },
      logoAlt: '  ',
    }) as {
      logo: unknown;
    };
    expect(mediaSchema.parse(entry.logo).alt).toBe('Logo ESB');
    expect(applyLocalizedAlts({ image: null, imageAlt: 'x' })).toEqual({ image: null, imageAlt: 'x' });
  });
});
