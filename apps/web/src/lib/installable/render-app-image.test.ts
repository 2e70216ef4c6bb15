import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from './brand-colors';
import { icoOf } from './ico';
import { renderAppImage } from './render-app-image';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the pictures drawn from the brand mark', () => {
  it('keeps a maskable icon’s mark inside the circle every mask leaves visible', async () => {
    const size = 512;
    const { data, info } = await sharp(await renderAppImage({ width: size, height: size, style: 'maskable' }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = rgb(BRAND_COLORS.primary);
    let markPixels = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const at = (y * size + x) * info.channels;
        const isBackground = data[at] === r && data[at + 1] === g && data[at + 2] === b;
        if (isBackground) continue;
        markPixels++;
        // The safe zone: a circle of 40 % of the icon's size around its centre.
        expect(Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)).toBeLessThan(size * 0.4);
      }
    expect(markPixels).toBeGreaterThan(size * size * 0.05);
  });

  it('draws a picture at the size it is asked for, with the mark in the middle', async () => {
    const splash = await renderAppImage({ width: 1170, height: 2532, style: 'splash' });
    const { data, info } = await sharp(splash).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1170, 2532]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 1170 + x) * info.channels, (y * 1170 + x) * info.channels + 3),
    ];
    expect(pixel(5, 5)).toEqual(rgb(BRAND_COLORS.background));
    // The sun, just above the centre.
    expect(pixel(585, 1230)).toEqual(rgb(BRAND_COLORS.primary));
  });

  it('writes an ICO whose entries point at its PNG images', async () => {
    const images = await Promise.all(
      [16, 32].map(async (size) => ({
        size,
        png: await renderAppImage({ width: size, height: size, style: 'rounded' }),
      })),
    );
    const ico = icoOf(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    images.forEach(({ size, png }, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt32LE(entry + 8)).toBe(png.length);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + png.length).equals(png)).toBe(true);
    });
  });
});
