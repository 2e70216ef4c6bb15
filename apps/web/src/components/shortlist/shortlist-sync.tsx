'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { SHORTLIST_PARAM, shortlistQuery } from '@/lib/shortlist/shortlist';
import { useShortlist } from './use-shortlist';

type Props = {
  /** The shortlist page's path in this language. */
  path: string;
  /** The ids of the page's address, which the server rendered. */
  shown: readonly string[];
  /** What shows until the browser's list is known, when the address names none. */
  pending: ReactNode;
  empty: ReactNode;
  /** The server's list of the address's courses. */
  children: ReactNode;
};

/**
 * Keeps the shortlist page's address equal to the browser's list: the server renders the courses
 * the address names (`?ids=`), so a save, a removal, or another tab's change is a client-side
 * replace of the address, and the server sends the new list.
 */
export function ShortlistSync({ path, shown, pending, empty, children }: Props) {
  const saved = useShortlist();
  const router = useRouter();
  const wanted = saved === null ? null : shortlistQuery(saved);
  useEffect(() => {
    if (wanted === null || wanted === shortlistQuery(shown)) return;
    router.replace(wanted ? `${path}?${SHORTLIST_PARAM}=${wanted}` : path, { scroll: false });
  }, [wanted, shown, path, router]);
  if (saved === null) return shown.length > 0 ? children : pending;
  return saved.length === 0 ? empty : children;
}
