import type { Core } from '@strapi/strapi';

// Raise this when the demo content changes, so that existing databases are seeded again
// (upserts only: nothing an editor created is deleted).
export const SEED_VERSION = '2026-11-26.2';

function markerStore(strapi: Core.Strapi) {
  return strapi.store({ type: 'core', name: 'seed' });
}

export async function seededVersion(strapi: Core.Strapi): Promise<string | null> {
  const value = await markerStore(strapi).get({ key: 'version' });
  return typeof value === 'string' ? value : null;
}

export async function markSeeded(strapi: Core.Strapi): Promise<void> {
  await markerStore(strapi).set({ key: 'version', value: SEED_VERSION });
}
