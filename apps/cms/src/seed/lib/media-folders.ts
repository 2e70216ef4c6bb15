import type { Core } from '@strapi/strapi';

const FOLDER = 'plugin::upload.folder';

interface FolderService {
  create(data: { name: string; parent: number | null }): Promise<{ id: number }>;
}

/** The id of the media library folder `name` at the root, created when missing. */
export async function ensureFolder(strapi: Core.Strapi, name: string): Promise<number> {
  const existing = (await strapi.db.query(FOLDER).findOne({ where: { name, parent: null } })) as { id: number } | null;
  if (existing) return existing.id;
  const folders = strapi.plugin('upload').service('folder') as FolderService;
  return (await folders.create({ name, parent: null })).id;
}
