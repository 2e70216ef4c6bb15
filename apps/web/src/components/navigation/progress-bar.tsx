'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isChunkLoadError } from '@/lib/chunk-reload';
import { onNavigationFailure } from '@/lib/navigation-failure';
import styles from './progress-bar.module.css';

// Requirements 4 and 9: shown after 200 ms, creeps for about 5 s (CSS), hidden 500 ms after the outcome.
const SHOW_AFTER_MS = 200;
const HIDE_AFTER_MS = 500;
// A page that fails this long after a click is that click's navigation failing.
const FAILURE_WINDOW_MS = 10_000;

type Phase = 'idle' | 'running' | 'done' | 'failed';

/** Whether a click on this anchor starts a client-side navigation to another page of the site. */
function leadsElsewhere(event: MouseEvent): boolean {
  // Next's <Link> calls preventDefault (it navigates itself), so that is no sign of a cancelled click.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    `${url.pathname}${url.search}` !== `${window.location.pathname}${window.location.search}`
  );
}

/** The top progress bar of route changes. */
export function ProgressBar() {
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  // The route the bar started on: once the current route differs, the navigation is over.
  const [startedOn, setStartedOn] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const showTimer = useRef<number | undefined>(undefined);
  const clickedAt = useRef(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!leadsElsewhere(event)) return;
      clickedAt.current = Date.now();
      const from = `${window.location.pathname}?${window.location.search.slice(1)}`;
      window.clearTimeout(showTimer.current);
      showTimer.current = window.setTimeout(() => {
        // Still on the page the click left: the navigation is slow enough to show the bar.
        if (`${window.location.pathname}?${window.location.search.slice(1)}` === from) setStartedOn(from);
      }, SHOW_AFTER_MS);
    };
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      if (isChunkLoadError('reason' in event ? event.reason : event.error)) setFailed(true);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    // An error page shown right after a click: a page loaded as an error page shows no bar.
    const stopFailures = onNavigationFailure(() => {
      if (Date.now() - clickedAt.current < FAILURE_WINDOW_MS) setFailed(true);
    });
    return () => {
      stopFailures();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);

  const phase: Phase = failed ? 'failed' : startedOn === null ? 'idle' : startedOn === route ? 'running' : 'done';

  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return;
    const timer = window.setTimeout(() => {
      setStartedOn(null);
      setFailed(false);
    }, HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return <div className={styles.bar} data-phase={phase} aria-hidden="true" />;
}
