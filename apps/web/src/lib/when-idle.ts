/**
 * Runs `work` once the page has loaded and the browser is idle: for what does not draw the first
 * screen (the consent banner, the service worker, a live's time in the visitor's zone), so that it
 * never competes with the page's first paint, its largest picture or hydration for a phone's CPU
 * and network. Returns what cancels it (a component's effect clean-up).
 */
export function whenIdle(work: () => void, { timeoutMs = 2000 }: { timeoutMs?: number } = {}): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(work, { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 50);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
