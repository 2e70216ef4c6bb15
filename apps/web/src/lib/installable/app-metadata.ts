import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { findImage, iconPath, ICONS } from './app-images';
import { manifestPath } from './web-app-manifest';

const icon = (file: string) => {
  const image = findImage(ICONS, file);
  if (!image) throw new Error(`no icon ${file} in ICONS`);
  return { url: iconPath(image), sizes: `${image.width}x${image.height}`, type: 'image/png' };
};

/**
 * What makes a page installable, in its head: the manifest of its language, the favicon and
 * icons, and for iOS (which reads no manifest icons) the touch icon and the home-screen title. Its
 * splash images are drawn by components/app/splash-image-links.tsx.
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
    },
  };
}
