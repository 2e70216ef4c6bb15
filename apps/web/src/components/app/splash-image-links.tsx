'use client';

import type { Device } from '@/lib/device';
import { SPLASH_IMAGES, splashPath } from '@/lib/installable/app-images';

/**
 * The splash images iOS shows while an installed site opens (it reads none from the manifest), for
 * the page's device class: phones in portrait (an installed site opens upright); iPads in both
 * orientations on desktop pages, since iPadOS Safari presents itself as a desktop browser.
 *
 * Not in the page's metadata: there, each of the twelve long links would be written into every
 * document twice (the tag and React's flight data). Drawn by a client component, the flight data
 * holds one line naming it, and the list is in the shared JavaScript a browser caches. React puts
 * the links in the head wherever they are rendered.
 */
export function SplashImageLinks({ device }: { device: Device }) {
  return SPLASH_IMAGES.filter((image) =>
    device === 'mobile' ? image.screen === 'phone' && image.orientation === 'portrait' : image.screen === 'tablet',
  ).map((image) => (
    <link key={image.file} rel="apple-touch-startup-image" href={splashPath(image)} media={image.media} />
  ));
}
