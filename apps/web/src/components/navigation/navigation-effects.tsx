'use client';

import { usePathname } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { PageStatusAnnouncer } from './page-status-announcer';
import { ProgressBar } from './progress-bar';
import { useTitleBetweenPages } from './title-between-pages';

// Requirements 2.5 and 9: anchors are reached 100 ms after the navigation, 150 px below the top.
const ANCHOR_DELAY_MS = 100;
const ANCHOR_OFFSET_PX = 150;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** After each route change: to the top, smoothly; or to the anchor of the address, with its offset. */
function useScrollOnNavigation() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) {
      // On the first load the browser keeps its own position (reload, back button).
      if (!initial) window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (target)
        window.scrollTo({
          top: target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX,
          behavior: scrollBehavior(),
        });
    }, ANCHOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** A script chunk that failed to load (typically after a deploy) reloads the page, once a minute at most. */
function useChunkErrorReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = 'reason' in event ? event.reason : (event.error ?? event.message);
      if (isChunkLoadError(error)) reloadAfterChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
}

export function NavigationEffects() {
  useScrollOnNavigation();
  useChunkErrorReload();
  useTitleBetweenPages();
  // useSearchParams (in the bar and the announcer) needs a Suspense boundary on statically rendered pages.
  return (
    <Suspense fallback={null}>
      <ProgressBar />
      <PageStatusAnnouncer />
    </Suspense>
  );
}
