import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ShortlistCount } from './shortlist-count';
import styles from './shortlist.module.css';

type Props = {
  locale: Locale;
  /** In the bar: the star and the figure on screen, the words for screen readers only. */
  compact?: boolean;
  className?: string;
};

/** The link to the shortlist page, named "Ma sélection (3)"; the count comes from the browser. */
export async function ShortlistLink({ locale, compact = false, className }: Props) {
  const t = await getTranslations('shortlist');
  return (
    <SiteLink
      href={getPathname({ href: '/selection', locale })}
      className={[styles.link, className].filter(Boolean).join(' ')}
      prefetch={false}
    >
      <span className={compact ? 'visually-hidden' : undefined}>{t('title')}</span>
      <ShortlistCount />
    </SiteLink>
  );
}
