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
    <ul className={className}>
      {before}
      {links.map((link) => (
        <li key={`${link.url} ${link.label}`}>
          <SiteLink href={link.url}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
