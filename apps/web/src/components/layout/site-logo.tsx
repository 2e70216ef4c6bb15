import { ServerImage } from '@/components/media/server-image';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { Website } from '@/lib/cms/schemas/website';
import styles from './site-logo.module.css';
import { SiteLink } from '@/components/site-link';

type Props = { website: Website; locale: Locale; homeLabel: string };

// The tallest the logo is drawn (CSS makes it smaller on phones); its width follows the file's
// proportions, so that a wide logo an editor uploads is not squeezed into a square.
const LOGO_HEIGHT = 48;
const MAX_WIDTH = 160;

export function SiteLogo({ website, locale, homeLabel }: Props) {
  const logo = website.siteLogo;
  const width =
    logo?.width && logo.height
      ? Math.min(MAX_WIDTH, Math.round((LOGO_HEIGHT * logo.width) / logo.height))
      : LOGO_HEIGHT;
  return (
    <SiteLink
      href={getPathname({ href: '/', locale })}
      className={styles.logo}
      aria-label={`${website.siteName} – ${homeLabel}`}
    >
      {logo && <ServerImage src={logo.src} alt="" width={width} height={LOGO_HEIGHT} loading="eager" />}
      <span>{website.siteName}</span>
    </SiteLink>
  );
}
