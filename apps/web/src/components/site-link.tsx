import Link from 'next/link';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A localized path of this site (from `getPathname`, `contentPath`, `leadFormHref` or the CMS), or an external URL. */
  href: string;
  prefetch?: boolean;
};

/**
 * The one link of the site: a client-side link for paths of this site, a plain link opening a
 * new tab for other sites. Paths are localized before they get here, so links built by the site
 * and links typed by editors in the CMS go through the same component.
 */
export function SiteLink({ href, children, prefetch, ...rest }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} prefetch={prefetch} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener" {...rest}>
      {children}
    </a>
  );
}
