import type { Core } from '@strapi/strapi';
import { artworkSvg } from '../images/artwork';
import type { Artwork } from '../images/artwork-types';
import { drawingFingerprint, renderArtwork } from '../images/render';
import { localizedFileKey } from '../types';
import { type Bilingual, type Locale } from '../bilingual';
import { readDrawnImages, writeDrawnImages, type DrawnImages } from './drawn-images';
import { ensureFolder } from './media-folders';
import {
  findFileById,
  findStoredFile,
  removeFileIfUnused,
  updateFileTexts,
  uploadFile,
  withWorkDir,
  type StoredFile,
} from './upload-file';

export interface ImageSpec {
  /** How the content refers to the image. */
  key: string;
  /** File name without extension. */
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
  /**
   * The English drawing of a picture with words on it. When its words differ from the French
   * ones, it becomes a file of its own (`<baseName>-en`), which English entries show.
   */
  artEn?: Artwork;
}

/** One file to store: a picture in one language, whose alternative text the media library keeps. */
type ImageFile = Omit<ImageSpec, 'artEn'> & { locale: Locale };

export interface SeededImages {
  /** Every image's file id, by key. */
  ids: Map<string, number>;
  /** Files holding an earlier drawing, replaced by a new upload: see removeReplacedImages. */
  replaced: number[];
}

// The upload service resizes every picture into several formats; two at a time keeps both
// cores busy without queueing too much work in sharp.
const PARALLEL_UPLOADS = 2;

// Earlier seeds stored JPEG pictures and PNG logos under the same base names.
const EXTENSIONS = ['webp', 'jpg', 'png'];

/** The files of the pictures: one per picture, and a second one for an English drawing with other words. */
function filesOf(specs: readonly ImageSpec[]): ImageFile[] {
  return specs.flatMap(({ artEn, ...spec }): ImageFile[] => {
    const french = { ...spec, locale: 'fr' as const };
    if (!artEn || artworkSvg(artEn, spec.baseName) === artworkSvg(spec.art, spec.baseName)) return [french];
    const english = {
      ...spec,
      key: localizedFileKey(spec.key, 'en'),
      baseName: `${spec.baseName}-en`,
      art: artEn,
      locale: 'en' as const,
    };
    return [french, english];
  });
}

/** The file the seed drew for `spec` last time: by its record, or by name for a database seeded before records. */
async function previousFile(strapi: Core.Strapi, spec: ImageFile, drawn: DrawnImages): Promise<StoredFile | null> {
  const known = drawn[spec.baseName];
  if (known) return findFileById(strapi, known.id);
  return findStoredFile(
    strapi,
    EXTENSIONS.map((extension) => `${spec.baseName}.${extension}`),
  );
}

/**
 * The file of one picture. One whose drawing has not changed is kept (only its texts and folder
 * follow the seed); a new drawing is a new upload, with a new address, so that no cache (the
 * site's image optimizer, browsers) keeps showing the old picture.
 */
async function ensureImage(
  strapi: Core.Strapi,
  spec: ImageFile,
  workDir: string,
  drawn: DrawnImages,
  replaced: number[],
): Promise<number> {
  const folder = await ensureFolder(strapi, spec.folder);
  const texts = { alternativeText: spec.alt[spec.locale], caption: spec.caption, folder };
  const fingerprint = drawingFingerprint(spec.art, spec.baseName);
  const previous = await previousFile(strapi, spec, drawn);
  if (previous && drawn[spec.baseName]?.fingerprint === fingerprint) {
    await updateFileTexts(strapi, previous, texts);
    return previous.id;
  }
  const rendered = await renderArtwork(spec.art, spec.baseName);
  const id = await uploadFile(strapi, workDir, {
    name: `${spec.baseName}.${rendered.extension}`,
    buffer: rendered.buffer,
    mime: rendered.mime,
    ...texts,
  });
  if (previous) replaced.push(previous.id);
  drawn[spec.baseName] = { id, fingerprint };
  return id;
}

/**
 * Uploads the images that are not in the media library yet, or whose drawing changed. An English
 * drawing's file id is under `localizedFileKey(key, 'en')`.
 */
export async function ensureImages(strapi: Core.Strapi, pictures: readonly ImageSpec[]): Promise<SeededImages> {
  const ids = new Map<string, number>();
  const replaced: number[] = [];
  const drawn = await readDrawnImages(strapi);
  const specs = filesOf(pictures);
  // One at a time first: two uploads in parallel must not both create the same folder.
  for (const folder of new Set(specs.map((spec) => spec.folder))) await ensureFolder(strapi, folder);
  await withWorkDir(async (workDir) => {
    for (let start = 0; start < specs.length; start += PARALLEL_UPLOADS) {
      const batch = specs.slice(start, start + PARALLEL_UPLOADS);
      const uploaded = await Promise.all(
        batch.map(async (spec) => [spec.key, await ensureImage(strapi, spec, workDir, drawn, replaced)] as const),
      );
      uploaded.forEach(([key, id]) => ids.set(key, id));
      // After each batch, so that a run stopped half-way does not upload the same pictures again.
      await writeDrawnImages(strapi, drawn);
    }
  });
  return { ids, replaced };
}

/** Once the entries point to the new pictures: deletes the files of the old ones that nothing shows any more. */
export async function removeReplacedImages(strapi: Core.Strapi, replaced: readonly number[]): Promise<number> {
  let removed = 0;
  for (const id of replaced) if (await removeFileIfUnused(strapi, id)) removed += 1;
  return removed;
}
