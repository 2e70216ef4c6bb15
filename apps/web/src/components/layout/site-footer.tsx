import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Device } from '@/lib/device';
import { getMenu } from '@/lib/cms/resources/menus';
import { getWebsite } from '@/lib/cms/resources/website';
import { siteTagManagerId } from '@/lib/consent/site-tag-manager';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { MenuLinks } from '@/components/menu-links';
import { SiteLink } from '@/components/site-link';
import { getPathname } from '@/i18n/navigation';
import { SiteLogo } from './site-logo';
import { CallsToAction } from './calls-to-action';
import styles from './site-footer.module.css';

// Requirements 2.6 list registration first in the footer's quick access.
const QUICK_ACCESS_ACTIONS = ['registration', 'brochure', 'contact'] as const;

/** The footer; its groups start collapsed on phones (requirements 2.6) and open on desktops. */
export async function SiteFooter({ locale, device }: { locale: Locale; device: Device }) {
  const [website, menu, t, tc] = await Promise.all([
    getWebsite(locale),
    getMenu(locale, 'footer'),
    getTranslations('footer'),
    getTranslations('commons'),
  ]);
  const groups = (menu?.body ?? []).filter((entry) => entry.__component === 'core.menu');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <SiteLogo website={website} locale={locale} homeLabel={tc('home')} />
          {website.tagline && <p>{website.tagline}</p>}
          {website.socialLinks.length > 0 && (
            <ul className={styles.social} aria-label={t('followUs')}>
              {website.socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener">
                    {link.network}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t('footerNavigation')} className={styles.columns}>
          {groups.map((group) => (
            <details key={group.id} className={styles.column} open={device === 'desktop'}>
              <summary>{group.label}</summary>
              <MenuLinks links={group.items} />
            </details>
          ))}
          {/* Quick access (requirements 2.6): the forms, then the pages editors list (legal notices, data charter). */}
          <details className={styles.column} open={device === 'desktop'}>
            <summary>{t('quickAccess')}</summary>
            <MenuLinks
              links={website.quickLinks}
              before={<CallsToAction locale={locale} actions={QUICK_ACCESS_ACTIONS} layout="items" />}
            />
          </details>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        {website.details && <p>{website.details}</p>}
        {website.copyright && <p>{website.copyright}</p>}
        {/* RGAA: every page names the site's compliance status and links to the statement. */}
        <p>
          <SiteLink href={getPathname({ href: '/accessibilite', locale })}>{t('accessibility')}</SiteLink>
        </p>
        {/* Only when a tag manager exists: without one there is no consent to change. */}
        {siteTagManagerId(website) && (
          <p>
            <CookieSettingsButton label={t('cookieSettings')} className={styles.cookieSettings} />
          </p>
        )}
      </div>
    </footer>
  );
}
