import type { Core } from '@strapi/strapi';
import { brochureContent } from '../brochures/brochure-content';
import { renderBrochure } from '../brochures/render-brochure';
import { ensureFolder } from '../lib/media-folders';
import { findStoredFile, uploadFile, withWorkDir } from '../lib/upload-file';
import type { IntakeSeed } from '../content/intakes';
import { SCHOOLS, type SchoolCode } from '../content/schools';
import { LOCALES, type Locale } from '../bilingual';

/** How the seed refers to a school's brochure among the uploaded files. */
export function brochureKey(code: SchoolCode, locale: Locale): string {
  return `brochure:${code}:${locale}`;
}

/**
 * Generates each school's brochure in both languages and puts it in the media library as
 * brochure-<code>-<locale>.pdf. Unlike the pictures, a brochure is generated again on every run
 * (it takes milliseconds) and replaces the stored file in place, so it always lists the
 * courses and intakes of the seed and the schools keep pointing at the same file.
 */
export async function ensureBrochures(
  strapi: Core.Strapi,
  intakes: readonly IntakeSeed[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const folder = await ensureFolder(strapi, 'Brochures');
  await withWorkDir(async (workDir) => {
    for (const school of SCHOOLS) {
      for (const locale of LOCALES) {
        const content = brochureContent(school, locale, intakes);
        const name = `brochure-${school.code.toLowerCase()}-${locale}.pdf`;
        const alternativeText = `${content.schoolName} — brochure (PDF)`;
        const stored = await findStoredFile(strapi, [name]);
        const buffer = await renderBrochure(content);
        ids.set(
          brochureKey(school.code, locale),
          await uploadFile(
            strapi,
            workDir,
            { name, buffer, mime: 'application/pdf', alternativeText, folder },
            stored ?? undefined,
          ),
        );
      }
    }
  });
  return ids;
}
