import type { Core } from '@strapi/strapi';
import type { DemoCalendar } from './lib/demo-calendar';
import type { Bilingual, Locale } from './bilingual';

/** What every seeding step receives. `files` maps an image or brochure key to its uploaded file id. */
export interface SeedContext {
  strapi: Core.Strapi;
  /** The clock's time when the run started: the agenda's dates (lives, events, banner) count from its day. */
  runDay: Date;
  /** The intakes and years the content names, from the same day. */
  calendar: DemoCalendar;
  /**
   * The calendars the database was last written with (docs/decisions/demo-dates.md): a document
   * whose key names a date is found under the key it was given then. `dated`: the last seed or
   * redating (intakes, lives, banner); `seeded`: the last whole seed (news, which a redating leaves).
   */
  former: { dated: DemoCalendar; seeded: DemoCalendar };
  files: ReadonlyMap<string, number>;
  /** The alternative texts of the images, by the same keys as `files`. */
  alts: ReadonlyMap<string, Bilingual<string>>;
  tally: WriteTally;
}

/** Creations and updates per content type, printed at the end of a run. */
export class WriteTally {
  private readonly rows = new Map<string, { created: number; updated: number }>();

  record(uid: string, outcome: 'created' | 'updated'): void {
    const row = this.rows.get(uid) ?? { created: 0, updated: 0 };
    row[outcome] += 1;
    this.rows.set(uid, row);
  }

  entries(): Array<[string, { created: number; updated: number }]> {
    return [...this.rows.entries()];
  }
}

/** Where `files` keeps the file of a picture drawn in `locale` with words of its own. */
export function localizedFileKey(key: string, locale: Locale): string {
  return `${key}@${locale}`;
}

/** The file that entries in `locale` show for `key`: its drawing in that language if it has one. */
export function fileId(ctx: SeedContext, key: string, locale: Locale): number {
  const id = ctx.files.get(localizedFileKey(key, locale)) ?? ctx.files.get(key);
  if (id === undefined) throw new Error(`Seed file "${key}" was not uploaded.`);
  return id;
}

/** The image `key` as page blocks refer to it: its file id and what it shows in `locale`. */
export function imageOf(ctx: SeedContext, key: string, locale: Locale): { id: number; alt: string } {
  return { id: fileId(ctx, key, locale), alt: altOf(ctx, key, locale) };
}

/** What the image `key` shows, in `locale`: the value of the `…Alt` field next to it. */
export function altOf(ctx: SeedContext, key: string, locale: Locale): string {
  const alt = ctx.alts.get(key);
  if (alt === undefined) throw new Error(`Seed image "${key}" has no alternative text.`);
  return alt[locale];
}
