'use client';

import type { ReactNode } from 'react';
import { SiteAnchor } from './site-anchor';

type Props = {
  /** Each link as [label, href]: the shortest form in the flight data. */
  links: ReadonlyArray<readonly [label: string, href: string]>;
  className?: string;
  /** Items the list starts with (the footer's calls to action). */
  before?: ReactNode;
};

/**
 * A list of links, drawn from its data in the browser as on the server. A client component for its
 * bytes: the menus and the footer are on every page, and a server component's list is written into
 * the flight data as one element tree per link, twice the data's size. See
 * docs/decisions/first-load-weight.md. Its parent reports the links it cannot show
 * (`reportIfUnlinkable`): the server's logger stays out of the browser's script.
 */
export function LinkList({ links, className, before }: Props) {
  return (
    <ul {...(className ? { className } : {})}>
      {before ?? null}
      {/* The list is in its editors' order and never reordered in the page: its position is a
          stable key, and a short one. */}
      {links.map(([label, href], index) => (
        <li key={index}>
          <SiteAnchor href={href}>{label}</SiteAnchor>
        </li>
      ))}
    </ul>
  );
}
