import type { Seo } from '../components';
import { requireId, upsertAllLocalized } from '../lib/documents';
import { firstLine } from '../lib/format';
import { seo } from '../lib/seo';
import { altOf, fileId, imageOf, type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import type { CampusKey } from '../content/campuses';
import {
  ETUDES_EN_FRANCE_SCHOOLS,
  SCHOOLS,
  schoolAdmissionsEmail,
  schoolSlug,
  schoolWebsite,
  type SchoolCode,
} from '../content/schools';
import { brochureKey } from './brochures';

interface SchoolFields {
  name: string;
  slug: string;
  code: string;
  tagline: string;
  description: string;
  accentColor: string;
  etudesEnFrance: boolean;
  websiteUrl: string;
  admissionsEmail: string;
  brochure: number;
  logo: number;
  logoAlt: string;
  cover: number;
  coverAlt: string;
  campuses: string[];
  seo: Seo;
}

export async function seedSchools(
  ctx: SeedContext,
  campusIds: ReadonlyMap<CampusKey, string>,
): Promise<Map<SchoolCode, string>> {
  return upsertAllLocalized(
    ctx,
    UID.school,
    'slug',
    SCHOOLS.map((school) => ({
      id: school.code,
      data: perLocale<SchoolFields>((locale) => ({
        name: school.name[locale],
        slug: schoolSlug(school, locale),
        code: school.code,
        tagline: school.tagline[locale],
        description: school.description[locale],
        accentColor: school.accentColor,
        etudesEnFrance: ETUDES_EN_FRANCE_SCHOOLS.has(school.code),
        websiteUrl: schoolWebsite(school.code),
        admissionsEmail: schoolAdmissionsEmail(school.code),
        brochure: fileId(ctx, brochureKey(school.code, locale), locale),
        logo: fileId(ctx, `school-logo:${school.code}`, locale),
        logoAlt: altOf(ctx, `school-logo:${school.code}`, locale),
        cover: fileId(ctx, `school-cover:${school.code}`, locale),
        coverAlt: altOf(ctx, `school-cover:${school.code}`, locale),
        campuses: school.campuses.map((key) => requireId(campusIds, key, 'campus')),
        seo: seo(locale, school.name[locale], `${school.tagline[locale]}. ${firstLine(school.description[locale])}`, {
          shareImage: imageOf(ctx, `school-cover:${school.code}`, locale),
        }),
      })),
    })),
  );
}
