import type { Core } from '@strapi/strapi';

/** The file the seed uploaded for each picture (by base name) and the fingerprint of its drawing. */
export type DrawnImages = Record<string, { id: number; fingerprint: string }>;

const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'seed' });

export async function readDrawnImages(strapi: Core.Strapi): Promise<DrawnImages> {
  const value = await store(strapi).get({ key: 'images' });
  return typeof value === 'object' && value !== null ? (value as DrawnImages) : {};
}

export async function writeDrawnImages(strapi: Core.Strapi, drawn: DrawnImages): Promise<void> {
  await store(strapi).set({ key: 'images', value: drawn });
}
