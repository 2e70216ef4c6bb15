import { log } from '@/lib/log';
import { isLinkable, SiteAnchor, type SiteAnchorProps } from './site-anchor';

/** Reports a link the site shows as text: the CMS refuses such links, so it was saved before it did. */
export function reportIfUnlinkable(href: string): void {
  if (!isLinkable(href)) log('warn', 'link the site cannot show', { href: href.slice(0, 200) });
}

/**
 * The one link of the site: a client-side link for paths of this site, a plain link opening a
 * new tab for other sites. Paths are localized before they get here, so links built by the site
 * and links typed by editors in the CMS go through the same component. A server component: a
 * client component draws `SiteAnchor`, and its server parent reports its links.
 */
export function SiteLink(props: SiteAnchorProps) {
  reportIfUnlinkable(props.href);
  return <SiteAnchor {...props} />;
}
