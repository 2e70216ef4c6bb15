import { getLocale, getTranslations } from 'next-intl/server';
import type { BreadcrumbList } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { SiteLink } from '@/components/site-link';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { absoluteUrl, siteOrigin } from '@/lib/site-origin';
import styles from './page-header.module.css';

export type Crumb = { href: string; label: string };

/** Home, the pages above this one (`crumbs`), then this page. */
export async function Breadcrumb({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const [t, value] = await Promise.all([getTranslations('commons'), getLocale()]);
  const locale = toLocale(value);
  const origin = await siteOrigin(locale);
  const trail = [{ href: getPathname({ href: '/', locale }), label: t('home') }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')}>
      <JsonLd<BreadcrumbList>
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          // The current page is the last item, without an address (it is the page itself).
          itemListElement: [
            ...trail.map((crumb, index) => ({
              '@type': 'ListItem' as const,
              position: index + 1,
              name: crumb.label,
              item: absoluteUrl(crumb.href, origin),
            })),
            { '@type': 'ListItem' as const, position: trail.length + 1, name: current },
          ],
        }}
      />
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
