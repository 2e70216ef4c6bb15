import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// The request pipeline. For now: the locale (French unprefixed, English under /en) and the
// mapping of English paths onto the internal French routes.
export default createMiddleware(routing);

export const config = {
  // Everything but API routes, Next's own files, CMS media and files with an extension.
  matcher: '/((?!api|_next|_vercel|uploads|.*\\..*).*)',
};
