'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
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

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => {
      setState('online');
      router.refresh();
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) goOffline();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, [router]);

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
