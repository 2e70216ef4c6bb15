import type { Core } from '@strapi/strapi';
import { withWebhooksPaused } from '../lib/webhooks';
import { writeAdmissionsYear } from './admissions-year';
import { DocumentCopies, type CopyPlan } from './document-copies';
import { engineOf, RowWriter } from './row-writer';
import { searchTextOf } from '../../features/course-search/search-text';

/** The size of a real network (issue 54): documents per content type, and a year of admissions. */
export const NETWORK = {
  schools: 40,
  campuses: 120,
  courses: 3000,
  news: 10_000,
  events: 500,
  lives: 500,
  redirects: 10_000,
  prospects: 120_000,
  leads: 200_000,
  pendingCrmEvents: 10_000,
  privacyLogEntries: 2_000,
} as const;

type Sizes = { -readonly [K in keyof typeof NETWORK]: number };

/** The content types copied, targets of relations first (a copy's relation points to a copy made before it). */
const CONTENT: Array<{ key: keyof Sizes; uid: string } & Pick<CopyPlan, 'dateShiftDays' | 'derived'>> = [
  { key: 'campuses', uid: 'api::campus.campus' },
  { key: 'schools', uid: 'api::school.school' },
  // A copy's title has its number: its search text too, so that the search finds it by it.
  {
    key: 'courses',
    uid: 'api::course.course',
    derived: { search_text: (copy) => searchTextOf(typeof copy.title === 'string' ? copy.title : '') },
  },
  // Ten thousand news reach ten years back: one copy of the demo's news every four days.
  { key: 'news', uid: 'api::figs-news.figs-news-item', dateShiftDays: { publish_date: -4 } },
  { key: 'events', uid: 'api::event.event', dateShiftDays: { date_start: 3, date_end: 3 } },
  { key: 'lives', uid: 'api::figs-lives.figs-live', dateShiftDays: { publish_date: -3 } },
  { key: 'redirects', uid: 'api::redirect.redirect' },
];

/**
 * The sizes at `fraction` of the way from the demo to the network (0: the demo, 1: the network),
 * for content counted from the database (the demo's documents) and admissions from nothing.
 */
export function sizesAt(fraction: number, demo: Partial<Sizes>): Sizes {
  const sizes = {} as Sizes;
  for (const key of Object.keys(NETWORK) as Array<keyof Sizes>) {
    const from = demo[key] ?? 0;
    sizes[key] = Math.round(from + fraction * Math.max(0, NETWORK[key] - from));
  }
  return sizes;
}

/**
 * Writes a network `fraction` of the way from the demo to a real network's size into a database
 * the demo seed filled: copies of the demo's content and a year of admissions. Once per database:
 * a second run says what the first wrote and stops.
 */
export async function generateNetwork(
  strapi: Core.Strapi,
  { fraction, now = new Date() }: { fraction: number; now?: Date },
) {
  const store = strapi.store({ type: 'core', name: 'network' });
  const done = (await store.get({ key: 'size' })) as Sizes | null;
  if (done) {
    console.log(`This database already holds a generated network: ${JSON.stringify(done)}. Start from a fresh seed.`);
    return done;
  }
  const started = Date.now();
  const writer = new RowWriter(strapi.db.connection, engineOf(strapi));
  const demo: Partial<Sizes> = {};
  for (const { key, uid } of CONTENT) {
    const table = (strapi.db.metadata.get(uid) as unknown as { tableName: string }).tableName;
    const row = (await strapi.db.connection(table).countDistinct('document_id as count').first()) as {
      count: number | string;
    };
    demo[key] = Number(row.count);
  }
  const sizes = sizesAt(fraction, demo);
  console.log(`Generating ${JSON.stringify(sizes)} (the demo: ${JSON.stringify(demo)}) on ${writer.engine}`);

  await withWebhooksPaused(strapi, async () => {
    const copies = new DocumentCopies(strapi, writer);
    await copies.load(CONTENT.map((c) => c.uid));
    for (const { key, uid, dateShiftDays, derived } of CONTENT) {
      const at = Date.now();
      const made = await copies.copy({ uid, documents: sizes[key], dateShiftDays, derived });
      console.log(`  ${key}: ${made} documents copied in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    const at = Date.now();
    await writeAdmissionsYear(strapi, writer, sizes, { now, onProgress: (what) => console.log(`  … ${what}`) });
    console.log(
      `  admissions: ${sizes.prospects} prospects, ${sizes.leads} leads in ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
    await writer.syncSequences();
  });
  await store.set({ key: 'size', value: sizes });
  const rows = [...writer.written.values()].reduce((sum, n) => sum + n, 0);
  console.log(`Network generated: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return sizes;
}
