import { upsertLocalized } from '../lib/documents';
import { altOf, fileId, type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import { OFFICES, officeEmail, officeSlug } from '../content/offices';

interface OfficeFields {
  title: string;
  slug: string;
  country: string;
  city: string;
  countryCode: string;
  timeZone: string;
  openingHours: string;
  address: string;
  email: string;
  phone: string;
  description: string;
  image: number;
  imageAlt: string;
}

export async function seedOffices(ctx: SeedContext): Promise<void> {
  for (const office of OFFICES) {
    await upsertLocalized(ctx, {
      uid: UID.office,
      key: 'slug',
      data: perLocale<OfficeFields>((locale) => ({
        title: office.title[locale],
        slug: officeSlug(office, locale),
        country: office.country[locale],
        city: office.city[locale],
        countryCode: office.countryCode,
        timeZone: office.timeZone,
        openingHours: office.openingHours[locale],
        address: office.address,
        email: officeEmail(office.key),
        phone: office.phone,
        description: office.description[locale],
        image: fileId(ctx, `office:${office.key}`, locale),
        imageAlt: altOf(ctx, `office:${office.key}`, locale),
      })),
    });
  }
}
