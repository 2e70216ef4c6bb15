import type { Core } from '@strapi/strapi';

// Raise this when the demo content changes, so that existing databases are seeded again
// (upserts only: nothing an editor created is deleted).
export const SEED_VERSION = '2026-11-30.5';

/**
 * The day the demo content seeded before the dates were counted from the run day was written for:
 * its intakes (January, February and September 2027) are that day's calendar's, so that a
 * database seeded then is found again under that calendar's keys.
 */
export const FIRST_DATED_DAY = '2026-11-26';

function markerStore(strapi: Core.Strapi) {
  return strapi.store({ type: 'core', name: 'seed' });
}

export async function seededVersion(strapi: Core.Strapi): Promise<string | null> {
  const value = await markerStore(strapi).get({ key: 'version' });
  return typeof value === 'string' ? value : null;
}

async function storedDay(strapi: Core.Strapi, key: string): Promise<string | null> {
  const value = await markerStore(strapi).get({ key });
  return typeof value === 'string' ? value : null;
}

/**
 * The days (ISO) the demo was written for: `seededOn` by the last whole seed (what a redating
 * leaves: the news, the pictures), `datedFrom` by the last seed or redating (the intakes,
 * deadlines, agenda). Null when never seeded since the dates have counted from the run.
 */
export async function seedDays(strapi: Core.Strapi): Promise<{ seededOn: string | null; datedFrom: string | null }> {
  return { seededOn: await storedDay(strapi, 'seededOn'), datedFrom: await storedDay(strapi, 'datedFrom') };
}

export async function markDatedFrom(strapi: Core.Strapi, day: string): Promise<void> {
  await markerStore(strapi).set({ key: 'datedFrom', value: day });
}

export async function markSeeded(strapi: Core.Strapi, day: string): Promise<void> {
  await markerStore(strapi).set({ key: 'version', value: SEED_VERSION });
  await markerStore(strapi).set({ key: 'seededOn', value: day });
  await markDatedFrom(strapi, day);
}
