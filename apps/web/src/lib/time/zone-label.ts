import { nextZoneChange, zoneOffset } from './zone-offset';

type ZoneWord = 'zone' | 'sameAsParis' | 'aheadOfParis' | 'behindParis' | 'hours' | 'hoursMinutes' | 'changesOn';

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
 * A place's clock in words, at an instant: "Heure de Dakar (UTC+0) · 1 h de moins qu'à Paris",
 * and, when it changes within the week the page is read for (Paris's summer time, Morocco's
 * Ramadan hour), from when and how: "· à partir du 28 mars : 1 h de moins qu'à Paris". Null when
 * its zone is missing or unknown: nothing rather than a wrong zone.
 */
export function zoneLabel(
  words: ZoneWords,
  place: { timeZone?: string | null; city: string },
  at: Date,
  day: (at: Date) => string,
): string | null {
  const offset = place.timeZone ? zoneOffset(place.timeZone, at) : null;
  if (!place.timeZone || !offset) return null;
  const label = `${words('zone', { city: place.city, offset: offset.utc })} · ${fromParis(words, offset.fromParisMinutes)}`;
  const change = nextZoneChange(place.timeZone, at);
  if (!change) return label;
  const then =
    change.offset.utc === offset.utc
      ? fromParis(words, change.offset.fromParisMinutes)
      : `${change.offset.utc}, ${fromParis(words, change.offset.fromParisMinutes)}`;
  return `${label} · ${words('changesOn', { date: day(change.at), then })}`;
}
