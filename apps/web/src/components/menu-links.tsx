import type { ReactNode } from 'react';
import { SiteLink } from './site-link';

type Props = {
  links: ReadonlyArray<{ label: string; url: string }>;
  className?: string;
  /** Items the list starts with (the footer's calls to action). */
  before?: ReactNode;
};

/** A list of links as editors set them in the CMS (menu items, quick links). */
export function MenuLinks({ links, className, before }: Props) {
  return (
    // Absent rather than undefined: the flight data names an undefined prop or child.
    <ul {...(className ? { className } : {})}>
      {before ?? null}
      {/* The list is the CMS's, in its order, and never reordered in the page: its position is a
          stable key, and a short one (each key is sent in the flight data). */}
      {links.map((link, index) => (
        <li key={index}>
          <SiteLink href={link.url}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
