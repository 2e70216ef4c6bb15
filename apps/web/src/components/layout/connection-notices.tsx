'use client';

import { useRouter, useSelectedLayoutSegments } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { claimOnceAMinute, recordRun } from '@/lib/once-a-minute';
import styles from './connection-notices.module.css';

const ONLINE_NOTICE_MS = 5000;
// The offline page's route (app/[locale]/[device]/hors-ligne), whatever the address shows it.
const OFFLINE_ROUTE = 'hors-ligne';
const OFFLINE_REFRESH_KEY = 'horizon:offline-refresh-at';

/**
 * Requirements 4: going offline shows a persistent red notice; coming back shows a green one for
 * five seconds and refreshes the data of the current page. A page opened offline (from the service
 * worker) shows the red notice from the start: the browser fires no event for a state it already
 * had.
 */
export function ConnectionNotices({
  offlineText,
  onlineText,
  offlinePath,
}: {
  offlineText: string;
  onlineText: string;
  /** The offline page's own address in the page's language (/hors-ligne, /en/offline). */
  offlinePath: string;
}) {
  const router = useRouter();
  const [state, setState] = useState<'hidden' | 'offline' | 'online'>('hidden');
  const [refreshing, startRefresh] = useTransition();
  const segments = useSelectedLayoutSegments();
  const route = segments.join('/');
  const showsOfflinePage = segments.at(-1) === OFFLINE_ROUTE;
  const routeBeforeRefresh = useRef<string | null>(null);

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => {
      // A refresh of the offline page that fails loads the address again, which brings this page
      // back: its start-up check below then waits a minute, whichever way this refresh began.
      if (showsOfflinePage) recordRun(OFFLINE_REFRESH_KEY);
      setState('online');
      routeBeforeRefresh.current = route;
      // Instant scrolling until the refresh has landed: Next scrolls to a route the refresh brings
      // (below), and the site's smooth scrolling would let that animation end after, and below,
      // the scroll to the top.
      document.documentElement.style.scrollBehavior = 'auto';
      startRefresh(() => router.refresh());
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) goOffline();
    // The service worker showed the offline page in place of the page asked for, and the network
    // came back while it loaded, before this listened: the page asked for comes in as when the
    // network comes back. Once a minute at most: a browser can say it is online while the site is
    // out of reach, and a refresh that fails loads the address again, which brings this page back.
    else if (showsOfflinePage && window.location.pathname !== offlinePath && claimOnceAMinute(OFFLINE_REFRESH_KEY))
      goOnline();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [router, route, showsOfflinePage, offlinePath]);

  // The refresh brought another route to the same address: the offline page, shown by the service
  // worker for a page it had not kept, gave way to that page. It starts at its top, as after a
  // navigation (Next would scroll to the new route's last element).
  useEffect(() => {
    if (refreshing || routeBeforeRefresh.current === null) return;
    if (routeBeforeRefresh.current !== route) window.scrollTo({ top: 0, behavior: 'instant' });
    document.documentElement.style.removeProperty('scroll-behavior');
    routeBeforeRefresh.current = null;
  }, [refreshing, route]);

  useEffect(() => {
    if (state !== 'online') return;
    const timer = window.setTimeout(() => setState('hidden'), ONLINE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {state !== 'hidden' && (
        <p className={`${styles.notice} ${styles[state]}`}>{state === 'offline' ? offlineText : onlineText}</p>
      )}
    </div>
  );
}
