import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getMenu } from '@/lib/cms/resources/menus';
import { getWebsite } from '@/lib/cms/resources/website';
import type { Alternates } from '@/lib/i18n/alternates';
import { CtaButtons } from './cta-buttons';
import { LocaleSwitch } from './locale-switch';
import { MenuEntries } from './menu-entries';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

type Props = { locale: Locale; alternates: Alternates };

export async function SiteHeader({ locale, alternates }: Props) {
  const [website, menu, t] = await Promise.all([getWebsite(locale), getMenu(locale, 'navbar'), getTranslations('commons')]);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SiteLogo website={website} locale={locale} homeLabel={t('home')} />
        <nav aria-label={t('mainNavigation')} className={styles.nav}>
          {menu && <MenuEntries entries={menu.body} />}
        </nav>
        <div className={styles.tools}>
          <CtaButtons locale={locale} partnerFormUrl={website.partnerFormUrl} />
          <LocaleSwitch locale={locale} alternates={alternates} description={t('switchLocaleLabel')} />
        </div>
      </div>
    </header>
  );
}
