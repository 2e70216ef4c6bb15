import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { findImage, iconPath, ICONS, SPLASH_IMAGES, splashPath } from './app-images';
import { manifestPath } from './web-app-manifest';

const icon = (file: string) => {
  const image = findImage(ICONS, file);
  if (!image) throw new Error(`no icon ${file} in ICONS`);
  return { url: iconPath(image), sizes: `${image.width}x${image.height}`, type: 'image/png' };
};

/**
 * What makes a page installable, in its head: the manifest of its language, the favicon and
 * icons, and for iOS (which reads no manifest icons nor splash) the touch icon, the home-screen
 * title and a splash image per screen.
 */
export function appMetadata(locale: Locale, shortName: string): Metadata {
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
      startupImage: SPLASH_IMAGES.map((image) => ({ url: splashPath(image), media: image.media })),
    },
  };
}
