import { getTranslations } from 'next-intl/server';
import { GroupItems, SideMenu } from '@/components/panels/side-menu';
import { PanelDialog } from '@/components/panels/panel-dialog';
import { SearchForm } from '@/components/search/search-form';
import { ShortlistLink } from '@/components/shortlist/shortlist-link';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import type { Alternates } from '@/i18n/alternates';
import { getMenu } from '@/lib/cms/resources/menus';
import { getWebsite } from '@/lib/cms/resources/website';
import type { Device } from '@/lib/device';
import type { LeadContext } from '@/lib/leads/lead-form-href';
import { CallsToAction, LAYOUT_ACTIONS } from './calls-to-action';
import { LocaleSwitch } from './locale-switch';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

type Props = { locale: Locale; device: Device; alternates: Alternates; leadContext?: LeadContext };

/**
 * The navbar (requirements 2.6). Desktop: logo, menu items (a group opens a left panel), the calls
 * to action and the language switch. Mobile: logo, language switch and the burger, which opens the
 * right panel with the whole menu and the calls to action at its foot; a desktop window too narrow
 * for the bar gets it too (CSS). A phone or tablet never shows the desktop bar's menu, so it is not
 * sent to them.
 */
export async function SiteHeader({ locale, device, alternates, leadContext }: Props) {
  const [website, menu, t] = await Promise.all([
    getWebsite(locale),
    getMenu(locale, 'navbar'),
    getTranslations('commons'),
  ]);
  const entries = menu?.body ?? [];
  // The partner form is another organisation's page: it opens in a new tab (requirements 2.6).
  const partner = website.partnerFormUrl && (
    <a href={website.partnerFormUrl} target="_blank" rel="noopener" className={styles.partner}>
      {t('partner')} <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLogo website={website} locale={locale} homeLabel={t('home')} />
        {device === 'desktop' && (
          <nav aria-label={t('mainNavigation')} className={styles.nav}>
            <ul className={styles.menu}>
              {entries.map((entry) => (
                <li key={`${entry.__component}-${entry.id}`}>
                  {entry.__component === 'core.menu-item' ? (
                    <SiteLink href={entry.url} className={styles.menuLink}>
                      {entry.label}
                    </SiteLink>
                  ) : (
                    <PanelDialog
                      side="left"
                      title={entry.label}
                      closeLabel={t('close')}
                      trigger={entry.label}
                      triggerClassName={`${styles.menuLink} ${styles.groupButton}`}
                    >
                      <GroupItems entry={entry} />
                    </PanelDialog>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.tools}>
          {device === 'desktop' && (
            <div className={styles.desktopCtas}>
              <CallsToAction locale={locale} actions={LAYOUT_ACTIONS} context={leadContext} layout="row" />
              {partner}
            </div>
          )}
          {/* One search box a page: in the bar on a desktop (whatever the window's width), in the panel on a phone. */}
          {device === 'desktop' && <SearchForm locale={locale} id="search" compact />}
          {/* One link a page: in the bar on a desktop (compact, at any width), in the side panel on a phone. */}
          {device === 'desktop' && <ShortlistLink locale={locale} compact />}
          <LocaleSwitch locale={locale} alternates={alternates} description={t('switchLocaleLabel')} />
          <PanelDialog
            side="right"
            title={t('menu')}
            closeLabel={t('close')}
            triggerLabel={t('openMenu')}
            triggerClassName={styles.burger}
            trigger={<span className={styles.burgerIcon} aria-hidden="true" />}
            // Its links are in the footer, the bar's pages and the sitemap too; what is only here
            // (the search box, the calls to action) is one tap away, and the bottom bar has the calls.
            drawnOnOpen={device === 'mobile'}
          >
            {device === 'mobile' && (
              <div className={styles.panelSearch}>
                <SearchForm locale={locale} id="search" compact />
              </div>
            )}
            <SideMenu entries={entries} />
            {device === 'mobile' && <ShortlistLink locale={locale} className={styles.panelShortlist} />}
            <div className={styles.panelCtas}>
              <CallsToAction locale={locale} actions={LAYOUT_ACTIONS} context={leadContext} layout="stack" />
              {partner}
            </div>
          </PanelDialog>
        </div>
      </div>
    </header>
  );
}
