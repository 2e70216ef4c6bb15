import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import type { Device } from '@/lib/device';
import { findImage, iconPath, ICONS, SPLASH_IMAGES, splashPath } from './app-images';
import { manifestPath } from './web-app-manifest';

const icon = (file: string) => {
  const image = findImage(ICONS, file);
  if (!image) throw new Error(`no icon ${file} in ICONS`);
  return { url: iconPath(image), sizes: `${image.width}x${image.height}`, type: 'image/png' };
};

/**
 * The splash images a page names for its device class, each link weighing on every page (once in
 * the HTML, once in React's data): phones, in portrait (an installed site opens upright); iPads in
 * both orientations, on desktop pages, since iPadOS Safari presents itself as a desktop browser.
 */
const splashImagesFor = (device: Device) =>
  SPLASH_IMAGES.filter((image) =>
    device === 'mobile' ? image.screen === 'phone' && image.orientation === 'portrait' : image.screen === 'tablet',
  );

/**
 * What makes a page installable, in its head: the manifest of its language, the favicon and
 * icons, and for iOS (which reads no manifest icons nor splash) the touch icon, the home-screen
 * title and the splash images of its device class.
 */
export function appMetadata(locale: Locale, device: Device, shortName: string): Metadata {
  return {
    manifest: manifestPath(locale),
    icons: {
      icon: [{ url: '/favicon.ico', sizes: '16x16 32x32 48x48' }, icon('icon-192.png')],
      apple: [icon('apple-touch-icon.png')],
    },
    appleWebApp: {
      capable: true,
      title: shortName,
      statusBarStyle: 'default',
      startupImage: splashImagesFor(device).map((image) => ({ url: splashPath(image), media: image.media })),
    },
  };
}
