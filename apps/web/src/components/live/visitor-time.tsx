'use client';

import { useSyncExternalStore } from 'react';

const PARIS = 'Europe/Paris';
const noChanges = () => () => {};

/** The text for the visitor's zone, or null when it is Paris time anyway. */
function visitorText(iso: string, intlLocale: string, template: string): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === PARIS) return null;
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  if (format(zone) === format(PARIS)) return null;
  return template.replace('{time}', format(zone)).replace('{zone}', zone.replace(/_/g, ' '));
}

/**
 * The time of a live in the visitor's own time zone, after the Paris time the server wrote: only
 * the browser knows the zone (the server's answer, cached for everyone, shows nothing here), and
 * only when it differs from Paris. `template` has `{time}` and `{zone}`.
 */
export function VisitorTime({ iso, intlLocale, template }: { iso: string; intlLocale: string; template: string }) {
  const text = useSyncExternalStore(
    noChanges,
    () => visitorText(iso, intlLocale, template),
    () => null,
  );
  return text ? <span> · {text}</span> : null;
}
