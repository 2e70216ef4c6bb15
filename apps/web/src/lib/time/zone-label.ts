import { zoneOffset } from './zone-offset';

type ZoneWord = 'zone' | 'sameAsParis' | 'aheadOfParis' | 'behindParis' | 'hours' | 'hoursMinutes';

/** The texts of the dictionary's `offices` section that a zone's label is made of. */
export type ZoneWords = (key: ZoneWord, values?: Record<string, string | number>) => string;

/** "1 h de moins qu'à Paris", "4 h 30 de plus qu'à Paris", "même heure qu'à Paris". */
function fromParis(words: ZoneWords, minutes: number): string {
  if (minutes === 0) return words('sameAsParis');
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  const duration = rest ? words('hoursMinutes', { hours, minutes: rest }) : words('hours', { hours });
  return words(minutes > 0 ? 'aheadOfParis' : 'behindParis', { duration });
}

/**
 * A place's clock in words, at an instant: "Heure de Dakar (UTC+0) · 1 h de moins qu'à Paris".
 * Null when its zone is missing or unknown: nothing rather than a wrong zone.
 */
export function zoneLabel(
  words: ZoneWords,
  place: { timeZone?: string | null; city: string },
  at: Date,
): string | null {
  const offset = place.timeZone ? zoneOffset(place.timeZone, at) : null;
  if (!offset) return null;
  return `${words('zone', { city: place.city, offset: offset.utc })} · ${fromParis(words, offset.fromParisMinutes)}`;
}
