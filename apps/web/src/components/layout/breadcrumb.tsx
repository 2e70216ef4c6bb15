import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import styles from './page-header.module.css';

export type Crumb = { href: string; label: string };

export async function Breadcrumb({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const t = await getTranslations('commons');
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className={styles.breadcrumb}>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
