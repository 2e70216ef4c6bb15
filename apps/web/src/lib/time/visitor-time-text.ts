import { PARIS_ZONE, timeInZone } from './time-in-zone';

/**
 * What VisitorTime adds after the times the server wrote (Paris's, and a place's when the page is
 * about one, `shownZone`): the instant on the visitor's clock, or null when that clock reads as
 * one already shown. `template` has `{time}` and `{zone}` (the zone's IANA name, with spaces).
 */
export function visitorTimeText(
  iso: string,
  intlLocale: string,
  template: string,
  zone: string,
  shownZone: string | null = null,
): string | null {
  if (!zone || zone === PARIS_ZONE || zone === shownZone) return null;
  const here = timeInZone(intlLocale, iso, zone);
  const shown = [PARIS_ZONE, ...(shownZone ? [shownZone] : [])];
  if (shown.some((other) => here === timeInZone(intlLocale, iso, other))) return null;
  return template.replace('{time}', here).replace('{zone}', zone.replace(/_/g, ' '));
}
