'use client';

import { useEffect } from 'react';

/** How far down the page still counts as "at the top". */
const TOP_THRESHOLD_PX = 8;

/**
 * Requirements 4: whether the page is at the top, shared by the navbar (its shadow) and the bottom
 * block (the scroll-to-top button). It lives in one attribute on <html> that their CSS reads,
 * so neither needs to re-render on scroll.
 */
export function ScrollState() {
  useEffect(() => {
    const update = () => {
      document.documentElement.dataset.atTop = String(window.scrollY <= TOP_THRESHOLD_PX);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return null;
}
