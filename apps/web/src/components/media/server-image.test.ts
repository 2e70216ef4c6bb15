import { describe, expect, it } from 'vitest';
import { oneXAsSrc } from './server-image';

const file = (w: number) => `/_next/image?url=%2Fuploads%2Flogo.webp&w=${w}&q=75`;

describe('oneXAsSrc', () => {
  it('makes the 1x file the src and keeps the others in the set', () => {
    expect(oneXAsSrc(file(128), `${file(64)} 1x, ${file(128)} 2x`)).toEqual({
      src: file(64),
      srcSet: `${file(128)} 2x`,
    });
  });

  it('leaves a set of widths as it is: the browser does not read src as one of them', () => {
    const srcSet = `${file(390)} 390w, ${file(640)} 640w`;
    expect(oneXAsSrc(file(640), srcSet)).toEqual({ src: file(640), srcSet });
  });

  it('leaves a picture without a set, or with a 1x file only, as it is', () => {
    expect(oneXAsSrc('/icon.svg', undefined)).toEqual({ src: '/icon.svg' });
    expect(oneXAsSrc(file(64), `${file(64)} 1x`)).toEqual({ src: file(64), srcSet: `${file(64)} 1x` });
  });
});
