import type { IncomingMessage, ServerResponse } from 'node:http';

export const LOCALE_COOKIE: 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE: number;
export function isPrefetch(req: IncomingMessage): boolean;
export function dropLocaleCookie(res: ServerResponse): void;
