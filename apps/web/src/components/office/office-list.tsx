import { CardGrid } from '@/components/cards/card-grid';
import type { Locale } from '@/i18n/locales';
import type { Office } from '@/lib/cms/schemas/office';
import { OfficeContact } from '@/components/office/office-contact';
import { OfficeHours } from '@/components/office/office-hours';
import styles from './office-list.module.css';
import { CoverImage } from '@/components/cards/cover-image';
import { SiteLink } from '@/components/site-link';

/** A country's guide, by country code. */
export type GuideLinks = ReadonlyMap<string, { href: string; title: string }>;

/**
 * The offices abroad, each with its anchor (cards elsewhere link to /bureaux#{slug}). The list opens
 * its page, so its first picture is the page's largest paint. Each leads to its country's guide.
 */
export function OfficeList({ offices, guideOf, locale }: { offices: Office[]; guideOf: GuideLinks; locale: Locale }) {
  return (
    <CardGrid size="large">
      {offices.map((office, index) => {
        const guide = office.countryCode ? guideOf.get(office.countryCode) : undefined;
        return (
          <li key={office.slug} id={office.slug} className={styles.office}>
            {office.image && (
              <CoverImage
                media={office.image}
                sizes="(min-width: 700px) 12rem, 100vw"
                width={320}
                rounded
                lcp={index === 0}
              />
            )}
            <div>
              <h2>{office.title}</h2>
              <p className={styles.place}>
                {office.city}, {office.country}
              </p>
              {office.description && <p>{office.description}</p>}
              <OfficeContact office={office} className={styles.contact} />
              <OfficeHours office={office} locale={locale} className={styles.hours} />
              {guide && (
                <p className={styles.guide}>
                  <SiteLink href={guide.href}>{guide.title}</SiteLink>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </CardGrid>
  );
}
