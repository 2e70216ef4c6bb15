import type { Core } from '@strapi/strapi';
import type { Artwork } from '../images/artwork';
import { renderArtwork } from '../images/render';
import type { Bilingual } from '../types';
import { ensureFolder } from './media-folders';
import { findStoredFile, updateFileTexts, uploadFile, withWorkDir } from './upload-file';

export interface ImageSpec {
  /** How the content refers to the image. */
  key: string;
  /** File name without extension; also the name looked up to reuse an earlier upload. */
  baseName: string;
  /**
   * What the image shows, in each language. The media library keeps one alternative text per
   * file (the French one); the entries that show the image carry both (their `…Alt` field).
   */
  alt: Bilingual<string>;
  /** The media library folder, by use (Logos, Campus, …), so that editors find files again. */
  folder: string;
  caption?: string;
  art: Artwork;
}

// The upload service resizes every picture into several formats; two at a time keeps both
// cores busy without queueing too much work in sharp.
const PARALLEL_UPLOADS = 2;

function fileName(spec: ImageSpec, extension: string): string {
  return `${spec.baseName}.${extension}`;
}

async function ensureImage(strapi: Core.Strapi, spec: ImageSpec, workDir: string): Promise<number> {
  const folder = await ensureFolder(strapi, spec.folder);
  const texts = { alternativeText: spec.alt.fr, caption: spec.caption, folder };
  const stored = await findStoredFile(strapi, [fileName(spec, 'jpg'), fileName(spec, 'png')]);
  if (stored) {
    // Re-rendering is skipped: the file is reused, only its texts and folder follow the seed.
    await updateFileTexts(strapi, stored, texts);
    return stored.id;
  }
  const rendered = await renderArtwork(spec.art, spec.baseName);
  return uploadFile(strapi, workDir, {
    name: fileName(spec, rendered.extension),
    buffer: rendered.buffer,
    mime: rendered.mime,
    ...texts,
  });
}

/** Uploads the images that are not in the media library yet; answers every image's file id by key. */
export async function ensureImages(strapi: Core.Strapi, specs: readonly ImageSpec[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // One at a time first: two uploads in parallel must not both create the same folder.
  for (const folder of new Set(specs.map((spec) => spec.folder))) await ensureFolder(strapi, folder);
  await withWorkDir(async (workDir) => {
    for (let start = 0; start < specs.length; start += PARALLEL_UPLOADS) {
      const batch = specs.slice(start, start + PARALLEL_UPLOADS);
      const uploaded = await Promise.all(
        batch.map(async (spec) => [spec.key, await ensureImage(strapi, spec, workDir)] as const),
      );
      uploaded.forEach(([key, id]) => ids.set(key, id));
    }
  });
  return ids;
}
