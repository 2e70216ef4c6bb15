import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isLeadFormHref } from '@/lib/leads/lead-form-href';

export type SiteAnchorProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A localized path of this site (from `getPathname`, `contentPath`, `leadFormHref` or the CMS), or an external URL. */
  href: string;
  prefetch?: boolean;
};

/** A path of this site, or an http(s), mailto: or tel: address: what an editor may link to (as the CMS checks). */
export const isLinkable = (href: string): boolean =>
  /^\/(?!\/)\S*$/.test(href) || /^(https?:\/\/[^\s/?#]+\S*|mailto:\S+|tel:\+?[0-9][0-9 ().-]*)$/i.test(href);

/**
 * What `SiteLink` draws, without its report of a link it cannot show: a component the browser can
 * draw too (a client component's list of links), without the server's logger and the tracing it
 * reads, which would weigh on every page's script.
 */
export function SiteAnchor({ href, children, ...rest }: SiteAnchorProps) {
  // The CMS refuses such links; one saved before it did is shown as text.
  if (!isLinkable(href)) return <span className={rest.className}>{children}</span>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    // A lead form is rendered for each request (its token), so a prefetch of it is rendered for
    // nothing a click could reuse, and its `no-store` answer keeps the page out of the browser's
    // back/forward cache. The calls to action on every page made that up to six form renders per
    // page view.
    // Only there: a prop set to undefined would still be written into every link's flight data.
    const props = rest.prefetch === undefined && isLeadFormHref(href) ? { ...rest, prefetch: false } : rest;
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  // `prefetch` is for links of this site only (next/link).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { prefetch, ...attributes } = rest;
  return (
    <a href={href} target="_blank" rel="noopener" {...attributes}>
      {children}
    </a>
  );
}
