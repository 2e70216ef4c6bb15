/**
 * The brand's colours where CSS cannot reach: the manifest, the theme-color meta, the icons and
 * splash images. They are --color-primary and the page background (--color-white) of
 * src/styles/globals.css, to which brand-colors.test.ts pins them.
 */
export const BRAND_COLORS = { primary: '#1d3f8f', background: '#ffffff' } as const;
