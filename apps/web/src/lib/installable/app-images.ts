/**
 * The pictures of the installable site (requirements 1), all drawn at build time from the brand
 * mark (./brand-mark.svg, see ./render-app-image.ts): the icons the manifest lists, the Apple touch
 * icon, the favicon, and Apple's splash images, one per screen size and orientation.
 */

/**
 * How the mark sits on a picture: on a rounded blue square, on a full blue square (the platform
 * rounds it, or masks it: a maskable icon keeps the mark inside the central safe circle), or
 * small on the page background (a splash image).
 */
export type AppImageStyle = 'rounded' | 'square' | 'maskable' | 'splash';

/** What a picture looks like; an AppImage is one served under its file name. */
export type AppImageDrawing = { width: number; height: number; style: AppImageStyle };
export type AppImage = AppImageDrawing & { file: string };
export type SplashImage = AppImage & {
  media: string;
  screen: 'phone' | 'tablet';
  orientation: 'portrait' | 'landscape';
};

/** The icon sizes of requirements 1. */
export const ICON_SIZES = [64, 120, 144, 152, 192, 384, 512] as const;
/** The sizes in /favicon.ico. */
export const FAVICON_SIZES = [16, 32, 48] as const;

const square = (file: string, size: number, style: AppImageStyle): AppImage => ({
  file,
  width: size,
  height: size,
  style,
});

export const ICONS: readonly AppImage[] = [
  ...ICON_SIZES.map((size) => square(`icon-${size}.png`, size, 'rounded')),
  square('maskable-192.png', 192, 'maskable'),
  square('maskable-512.png', 512, 'maskable'),
  // iOS rounds the corners itself, and fills transparent ones with black.
  square('apple-touch-icon.png', 180, 'square'),
];

/**
 * The screens of current and recent iPhones and iPads: CSS pixels in portrait and device pixel
 * ratio. iOS shows a splash image only when one matches the screen exactly, else a white screen.
 */
const APPLE_SCREENS = [
  // iPhones
  { width: 440, height: 956, ratio: 3 },
  { width: 430, height: 932, ratio: 3 },
  { width: 428, height: 926, ratio: 3 },
  { width: 414, height: 896, ratio: 3 },
  { width: 414, height: 896, ratio: 2 },
  { width: 414, height: 736, ratio: 3 },
  { width: 402, height: 874, ratio: 3 },
  { width: 393, height: 852, ratio: 3 },
  { width: 390, height: 844, ratio: 3 },
  { width: 375, height: 812, ratio: 3 },
  { width: 375, height: 667, ratio: 2 },
  { width: 320, height: 568, ratio: 2 },
  // iPads
  { width: 1032, height: 1376, ratio: 2 },
  { width: 1024, height: 1366, ratio: 2 },
  { width: 834, height: 1210, ratio: 2 },
  { width: 834, height: 1194, ratio: 2 },
  { width: 834, height: 1112, ratio: 2 },
  { width: 820, height: 1180, ratio: 2 },
  { width: 810, height: 1080, ratio: 2 },
  { width: 768, height: 1024, ratio: 2 },
  { width: 744, height: 1133, ratio: 2 },
] as const;

export const SPLASH_IMAGES: readonly SplashImage[] = APPLE_SCREENS.flatMap(({ width, height, ratio }) =>
  (['portrait', 'landscape'] as const).map((orientation) => {
    const [w, h] = orientation === 'portrait' ? [width * ratio, height * ratio] : [height * ratio, width * ratio];
    return {
      screen: width < 700 ? ('phone' as const) : ('tablet' as const),
      orientation,
      file: `apple-splash-${w}x${h}.png`,
      width: w,
      height: h,
      style: 'splash' as const,
      // device-width and device-height name the portrait screen in both orientations.
      media: `(device-width: ${width}px) and (device-height: ${height}px) and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: ${orientation})`,
    };
  }),
);

export const iconPath = (image: AppImage): string => `/icons/${image.file}`;
export const splashPath = (image: AppImage): string => `/splash/${image.file}`;

export const findImage = (images: readonly AppImage[], file: string): AppImage | undefined =>
  images.find((image) => image.file === file);
