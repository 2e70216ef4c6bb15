import type { Seo } from '../components';
import { requireId, upsertAllLocalized, upsertLocalized } from '../lib/documents';
import { firstLine } from '../lib/format';
import { seo } from '../lib/seo';
import { altOf, fileId, type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import { CAMPUSES, campusEmail, campusSlug, campusTitle, type CampusKey } from '../content/campuses';
import { livingCostsOf } from '../content/study-costs';

interface CampusFields {
  title: string;
  slug: string;
  city: string;
  address: string;
  description: string;
  image: number;
  imageAlt: string;
  livingCosts: ReturnType<typeof livingCostsOf>;
  seo: Seo;
}
interface CampusContactFields {
  name: string;
  role: string;
  email: string;
  phone: string;
  campus: string;
}

export async function seedCampuses(ctx: SeedContext): Promise<Map<CampusKey, string>> {
  const ids = await upsertAllLocalized(
    ctx,
    UID.campus,
    'slug',
    CAMPUSES.map((campus) => ({
      id: campus.key,
      data: perLocale<CampusFields>((locale) => {
        const title = campusTitle(campus.city)[locale];
        return {
          title,
          slug: campusSlug(campus, locale),
          city: campus.city,
          address: campus.address,
          description: campus.description[locale],
          image: fileId(ctx, `campus:${campus.key}`, locale),
          imageAlt: altOf(ctx, `campus:${campus.key}`, locale),
          livingCosts: livingCostsOf(campus.key, ctx.calendar.figuresYear),
          seo: seo(locale, title, firstLine(campus.description[locale])),
        };
      }),
    })),
  );

  // One admissions contact per campus, found again by its e-mail address.
  for (const campus of CAMPUSES) {
    await upsertLocalized(ctx, {
      uid: UID.campusContact,
      key: 'email',
      data: perLocale<CampusContactFields>((locale) => ({
        name: campus.contact.name,
        role: campus.contact.role[locale],
        email: campusEmail(campus.key),
        phone: campus.contact.phone,
        campus: requireId(ids, campus.key, 'campus'),
      })),
    });
  }
  return ids;
}
