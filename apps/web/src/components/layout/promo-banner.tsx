import type { Locale } from '@/i18n/locales';
import { getActiveBanner } from '@/lib/cms/resources/banner';
import { SiteLink } from '@/components/site-link';
import styles from './promo-banner.module.css';

/**
 * The promotional banner, above the navbar and in the page flow: it pushes the layout down by
 * its own height at every width, with no measuring script and no layout shift at load.
 */
export async function PromoBanner({ locale }: { locale: Locale }) {
  const banner = await getActiveBanner(locale);
  if (!banner) return null;
  return (
    <aside className={styles.banner} aria-label={banner.text} data-banner>
      <p className="container">
        {banner.text}
        {banner.url && (
          <>
            {' '}
            <SiteLink href={banner.url} className={styles.link}>
              {banner.linkLabel ?? '→'}
            </SiteLink>
          </>
        )}
      </p>
    </aside>
  );
}
