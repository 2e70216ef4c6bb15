'use client';

import { useRouter, useSelectedLayoutSegments } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import styles from './connection-notices.module.css';

const ONLINE_NOTICE_MS = 5000;

/**
 * Spec 4: going offline shows a persistent red notice; coming back shows a green one for five
 * seconds and refreshes the data of the current page. A page opened offline (from the service
 * worker) shows the red notice from the start: the browser fires no event for a state it
 * already had.
 */
export function ConnectionNotices({ offlineText, onlineText }: { offlineText: string; onlineText: string }) {
  const router = useRouter();
  const [state, setState] = useState<'hidden' | 'offline' | 'online'>('hidden');
  const [refreshing, startRefresh] = useTransition();
  const route = useSelectedLayoutSegments().join('/');
  const routeBeforeRefresh = useRef<string | null>(null);

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => {
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
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [router, route]);

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
