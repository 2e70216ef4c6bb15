import Image from 'next/image';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { Website } from '@/lib/cms/schemas/website';
import styles from './site-logo.module.css';
import { SiteLink } from '@/components/site-link';

type Props = { website: Website; locale: Locale; homeLabel: string };

export function SiteLogo({ website, locale, homeLabel }: Props) {
  const logo = website.siteLogo;
  return (
    <SiteLink
      href={getPathname({ href: '/', locale })}
      className={styles.logo}
      aria-label={`${website.siteName} – ${homeLabel}`}
    >
      {logo && <Image src={logo.src} alt="" width={40} height={40} priority />}
      <span>{website.siteName}</span>
    </SiteLink>
  );
}
