import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

export interface StoredFile {
  id: number;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  folder?: { id: number } | null;
}

export interface FileToUpload {
  name: string;
  buffer: Buffer;
  mime: string;
  alternativeText: string;
  caption?: string;
  /** A media library folder id; none puts the file at the root. */
  folder?: number;
}

type FileTexts = { alternativeText: string; caption?: string; folder?: number };

interface UploadInput {
  data: { fileInfo: { name: string } & FileTexts };
}
interface LocalFile {
  filepath: string;
  originalFilename: string;
  mimetype: string;
  size: number;
}

interface UploadService {
  upload(input: UploadInput & { files: LocalFile }, opts?: Record<string, never>): Promise<StoredFile[]>;
  replace(id: number, input: UploadInput & { file: LocalFile }, opts?: Record<string, never>): Promise<StoredFile>;
  updateFileInfo(
    id: number,
    info: { alternativeText: string; caption: string | null; folder?: number },
  ): Promise<unknown>;
  remove(file: StoredFile): Promise<unknown>;
}

const FILE = 'plugin::upload.file';

/** The media library entry with one of these names (the seed's files are found again by name). */
export async function findStoredFile(strapi: Core.Strapi, names: readonly string[]): Promise<StoredFile | null> {
  return (await strapi.db.query(FILE).findOne({
    where: { name: { $in: [...names] } },
    populate: { folder: { select: ['id'] } },
  })) as StoredFile | null;
}

export async function findFileById(strapi: Core.Strapi, id: number): Promise<StoredFile | null> {
  return (await strapi.db.query(FILE).findOne({
    where: { id },
    populate: { folder: { select: ['id'] } },
  })) as StoredFile | null;
}

/**
 * Deletes a file (and its resized formats) from the media library unless an entry still shows
 * it: a picture the seed drew again may also have been chosen by an editor somewhere else.
 */
export async function removeFileIfUnused(strapi: Core.Strapi, id: number): Promise<boolean> {
  const links = strapi.db.metadata.get(FILE).attributes.related as { joinTable?: { name: string } } | undefined;
  if (!links?.joinTable) throw new Error('The media library has no table of the entries that use a file.');
  const used = await strapi.db.connection(links.joinTable.name).where({ file_id: id }).first();
  const file = used ? null : await strapi.db.query(FILE).findOne({ where: { id } });
  if (!file) return false;
  const upload = strapi.plugin('upload').service('upload') as UploadService;
  await upload.remove(file as StoredFile);
  return true;
}

export async function updateFileTexts(strapi: Core.Strapi, stored: StoredFile, texts: FileTexts): Promise<void> {
  if (
    stored.alternativeText === texts.alternativeText &&
    (stored.caption ?? undefined) === texts.caption &&
    (stored.folder?.id ?? undefined) === texts.folder
  )
    return;
  // Through the upload service: moving a file also updates its folder path.
  const upload = strapi.plugin('upload').service('upload') as UploadService;
  await upload.updateFileInfo(stored.id, {
    alternativeText: texts.alternativeText,
    caption: texts.caption ?? null,
    ...(texts.folder === undefined ? {} : { folder: texts.folder }),
  });
}

/** A scratch folder for the files handed to the upload service (it reads them from disk). */
export async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'horizon-seed-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Puts a generated file in the media library through Strapi's upload service (so it gets the
 * same storage, URL and formats as an editor's upload). With `replacing`, the stored entry keeps
 * its id (and so every document that uses it) and gets the new content.
 */
export async function uploadFile(
  strapi: Core.Strapi,
  workDir: string,
  file: FileToUpload,
  replacing?: StoredFile,
): Promise<number> {
  const filepath = path.join(workDir, file.name);
  await writeFile(filepath, file.buffer);
  const local = { filepath, originalFilename: file.name, mimetype: file.mime, size: file.buffer.length };
  const data = {
    fileInfo: {
      name: file.name,
      alternativeText: file.alternativeText,
      ...(file.caption ? { caption: file.caption } : {}),
      ...(file.folder === undefined ? {} : { folder: file.folder }),
    },
  };
  const upload = strapi.plugin('upload').service('upload') as UploadService;
  if (replacing) return (await upload.replace(replacing.id, { data, file: local })).id;
  const [stored] = await upload.upload({ data, files: local });
  if (!stored) throw new Error(`Upload of ${file.name} returned no file.`);
  return stored.id;
}
