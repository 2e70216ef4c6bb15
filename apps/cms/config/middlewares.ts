import type { Core } from '@strapi/strapi';

// The site calls the API from its server, never from a browser: the only origin a browser may
// call it from is the admin's own (its address as editors reach it, PUBLIC_URL, or this server).
// No `strapi::poweredBy`: the answers do not say what serves them. No `strapi::logger` either: it
// writes query strings to the log (src/middlewares/request-log.ts).
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  const port = env.int('PORT', 1337);
  const adminOrigins = [env('PUBLIC_URL', ''), `http://localhost:${port}`, `http://127.0.0.1:${port}`]
    .map((url) => URL.parse(url)?.origin)
    .filter((origin): origin is string => Boolean(origin) && origin !== 'null');
  return [
    'global::request-log',
    'strapi::errors',
    {
      name: 'strapi::security',
      // An applicant's document is shown in the admin from memory (a blob address): a PDF in a frame
      // (features/application-documents/admin/documents-panel.tsx); pictures already may be.
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: { 'frame-src': ["'self'", 'blob:'], 'object-src': ["'self'", 'blob:'] },
        },
      },
    },
    { name: 'strapi::cors', config: { origin: [...new Set(adminOrigins)] } },
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};

export default config;
