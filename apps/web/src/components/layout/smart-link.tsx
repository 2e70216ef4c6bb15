import Link from 'next/link';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** A CMS-provided URL: a client-side link for paths of this site, a plain new-tab link otherwise. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} {...rest}>
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
