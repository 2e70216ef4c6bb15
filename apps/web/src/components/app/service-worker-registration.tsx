'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { KEEP_PAGE_MESSAGE, WORKER_URL } from '@/service-worker/worker-address';

// `next dev` serves no worker worth having: its pages change with every edit. Next writes NODE_ENV
// into the browser's script as it builds it (the configuration module is the server's).
const enabled = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

/**
 * Registers the service worker (src/service-worker) once the page has loaded and the browser is
 * idle, so that it never competes with the page for the network or the CPU; then tells it each page shown, which it keeps for
 * offline visits (client-side navigations never reach it as documents).
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();

  useEffect(() => {
    if (!enabled()) return;
    return whenIdle(() => {
      navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('service worker registration failed', error);
      });
    });
  }, []);

  useEffect(() => {
    if (!enabled()) return;
    let current = true;
    void navigator.serviceWorker.ready.then((registration) => {
      if (current) registration.active?.postMessage({ type: KEEP_PAGE_MESSAGE, path: window.location.pathname });
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  return null;
}
