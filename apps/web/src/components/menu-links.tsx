import type { ReactNode } from 'react';
import { LinkList } from './link-list';
import { reportIfUnlinkable } from './site-link';

type Props = {
  links: ReadonlyArray<{ label: string; url: string }>;
  className?: string;
  /** Items the list starts with (the footer's calls to action). */
  before?: ReactNode;
};

/** A list of links as editors set them in the CMS (menu items, quick links). */
export function MenuLinks({ links, className, before }: Props) {
  for (const link of links) reportIfUnlinkable(link.url);
  return (
    // Absent rather than undefined: the flight data names an undefined prop.
    <LinkList
      links={links.map((link) => [link.label, link.url] as const)}
      {...(className ? { className } : {})}
      {...(before ? { before } : {})}
    />
  );
}
