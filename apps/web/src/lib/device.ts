/** Requirements 4: the layout is mobile when the user agent mentions mobile, ipad, android or iphone. */
export const devices = ['mobile', 'desktop'] as const;
export type Device = (typeof devices)[number];

export const isDevice = (value: unknown): value is Device => value === 'mobile' || value === 'desktop';

/** The [device] segment of a page (the layout has answered 404 for any other value). */
export const toDevice = (value: unknown): Device => (isDevice(value) ? value : 'desktop');

/**
 * What makes a user agent "mobile". deploy/varnish/site.vcl decides the device class of its key
 * with the same expression (tests/integration/varnish.test.ts checks that they agree).
 */
export const MOBILE_USER_AGENT = /mobile|ipad|android|iphone/i;

export const deviceOf = (userAgent: string | null): Device =>
  MOBILE_USER_AGENT.test(userAgent ?? '') ? 'mobile' : 'desktop';

/** Inserts the device class after the locale of an internal path: /fr/formations → /fr/mobile/formations. */
export function withDevice(internalPath: string, device: Device): string {
  const [, locale = '', ...rest] = internalPath.split('/');
  return ['', locale, device, ...rest].join('/').replace(/\/$/, '');
}
