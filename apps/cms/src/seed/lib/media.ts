import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Artwork } from '../images/artwork';
import { renderArtwork } from '../images/render';

export interface ImageSpec {
  /** How the content refers to the image. */
  key: string;
  /** File name without extension; also the name looked up to reuse an earlier upload. */
  baseName: string;
  alternativeText: string;
  caption?: string;
  art: Artwork;
}

interface StoredFile { id: number; name: string; alternativeText: string | null; caption: string | null }

interface UploadService {
  upload(
    input: {
      data: { fileInfo: { name: string; alternativeText: string; caption?: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    },
    opts?: Record<string, never>,
  ): Promise<StoredFile[]>;
}

const FILE = 'plugin::upload.file';
// The upload service resizes every picture into several formats; two at a time keeps both
// cores busy without queueing too much work in sharp.
const PARALLEL_UPLOADS = 2;

function fileName(spec: ImageSpec, extension: string): string {
  return `${spec.baseName}.${extension}`;
}

async function findStored(strapi: Core.Strapi, spec: ImageSpec): Promise<StoredFile | null> {
  const names = [fileName(spec, 'jpg'), fileName(spec, 'png')];
  return (await strapi.db.query(FILE).findOne({ where: { name: { $in: names } } })) as StoredFile | null;
}

async function ensureImage(strapi: Core.Strapi, spec: ImageSpec, workDir: string): Promise<number> {
  const stored = await findStored(strapi, spec);
  if (stored) {
    // Re-rendering is skipped: the file is reused, only its texts follow the seed.
    if (stored.alternativeText !== spec.alternativeText || (stored.caption ?? undefined) !== spec.caption) {
      await strapi.db.query(FILE).update({ where: { id: stored.id }, data: { alternativeText: spec.alternativeText, caption: spec.caption ?? null } });
    }
    return stored.id;
  }
  const rendered = await renderArtwork(spec.art, spec.baseName);
  const name = fileName(spec, rendered.extension);
  const filepath = path.join(workDir, name);
  await writeFile(filepath, rendered.buffer);
  const upload = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const [file] = await upload.upload({
    data: { fileInfo: { name, alternativeText: spec.alternativeText, ...(spec.caption ? { caption: spec.caption } : {}) } },
    files: { filepath, originalFilename: name, mimetype: rendered.mime, size: rendered.buffer.length },
  });
  if (!file) throw new Error(`Upload of ${name} returned no file.`);
  return file.id;
}

/** Uploads the images that are not in the media library yet; answers every image's file id by key. */
export async function ensureImages(strapi: Core.Strapi, specs: readonly ImageSpec[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const workDir = await mkdtemp(path.join(tmpdir(), 'horizon-seed-'));
  try {
    for (let start = 0; start < specs.length; start += PARALLEL_UPLOADS) {
      const batch = specs.slice(start, start + PARALLEL_UPLOADS);
      const batchIds = await Promise.all(batch.map((spec) => ensureImage(strapi, spec, workDir)));
      batch.forEach((spec, i) => ids.set(spec.key, batchIds[i]));
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return ids;
}
