'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/**
 * Says a page's status line (`data-page-status`, e.g. the course list's result count) after a
 * client-side navigation. The new page's own line is a new element, which screen readers do not
 * announce; this live region outlives navigations, so a change of its text is announced.
 */
export function PageStatusAnnouncer() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [text, setText] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setText(document.querySelector('[data-page-status]')?.textContent ?? '');
  }, [pathname, search]);

  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}
