import { getTranslations } from 'next-intl/server';
import styles from './page-header.module.css';
import { SiteLink } from '@/components/site-link';

export type Crumb = { href: string; label: string };

export async function Breadcrumb({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const t = await getTranslations('commons');
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className={styles.breadcrumb}>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
