/**
 * A page that failed to render in the browser (a missing script chunk, a failed read) tells the
 * progress bar, which cannot see errors that an error boundary has caught.
 */
const NAVIGATION_FAILED = 'horizon:navigation-failed';

export const reportNavigationFailure = (): void => void window.dispatchEvent(new Event(NAVIGATION_FAILED));

export function onNavigationFailure(listener: () => void): () => void {
  window.addEventListener(NAVIGATION_FAILED, listener);
  return () => window.removeEventListener(NAVIGATION_FAILED, listener);
}
