import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import styles from './page-header.module.css';

export type Crumb = { href: string; label: string };

/** Home, the pages above this one (`crumbs`), then this page. */
export async function Breadcrumb({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const [t, locale] = await Promise.all([getTranslations('commons'), getLocale()]);
  const trail = [{ href: getPathname({ href: '/', locale: toLocale(locale) }), label: t('home') }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className={styles.breadcrumb}>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
