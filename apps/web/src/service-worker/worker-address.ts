/**
 * What the pages and the service worker share: where the worker is served
 * (src/app/serwist/[path]), and the message a page sends it once shown (see ./sw.ts).
 */
export const WORKER_URL = '/serwist/sw.js';
export const KEEP_PAGE_MESSAGE = 'keep-page';
