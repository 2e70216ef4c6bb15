import { PARIS_ZONE, timeInZone } from './time-in-zone';

/**
 * What VisitorTime adds after the Paris time the server wrote: the instant on the visitor's clock,
 * or null when that clock reads as Paris's. `template` has `{time}` and `{zone}` (the zone's IANA
 * name, with spaces).
 */
export function visitorTimeText(iso: string, intlLocale: string, template: string, zone: string): string | null {
  if (!zone || zone === PARIS_ZONE) return null;
  const here = timeInZone(intlLocale, iso, zone);
  if (here === timeInZone(intlLocale, iso, PARIS_ZONE)) return null;
  return template.replace('{time}', here).replace('{zone}', zone.replace(/_/g, ' '));
}
