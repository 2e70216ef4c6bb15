import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

/**
 * The one routing table of the site: internal paths are the French ones, with their English
 * translation. French is served without a prefix, English under /en.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // The pages carry their alternates in the HTML; next-intl's Link header would take its host
  // from the request, which the visitor controls.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/formations': { fr: '/formations', en: '/courses' },
    '/formations/[slug]': { fr: '/formations/[slug]', en: '/courses/[slug]' },
    '/ecoles': { fr: '/ecoles', en: '/schools' },
    '/ecoles/[slug]': { fr: '/ecoles/[slug]', en: '/schools/[slug]' },
    '/bureaux': { fr: '/bureaux', en: '/offices' },
    '/faq': '/faq',
    '/lives': '/lives',
    '/news': '/news',
    '/news/[slug]': '/news/[slug]',
    '/campus/[slug]': '/campus/[slug]',
    '/error/debug': '/error/debug',
    // The page of requirements 8 for each status, which the front door serves in place of Next's own (see the route).
    '/error/[status]': '/error/[status]',
    // Landings (rubriques) and their articles, including the network presentation /{product},
    // support and the international programmes: their slugs are translated in the CMS.
    '/[rubrique]': '/[rubrique]',
    '/[rubrique]/[slug]': '/[rubrique]/[slug]',
    '/brochure': '/brochure',
    '/contact': '/contact',
    '/inscription': { fr: '/inscription', en: '/registration' },
    '/candidature': { fr: '/candidature', en: '/apply' },
    // The applicant's sign-in by code, the e-mail's link (a page with a button) and their space.
    '/candidature/connexion': { fr: '/candidature/connexion', en: '/apply/sign-in' },
    '/candidature/lien': { fr: '/candidature/lien', en: '/apply/link' },
    '/candidature/espace': { fr: '/candidature/espace', en: '/apply/my-space' },
    // An application: its review (and status), and each of its steps (segments translated).
    '/candidature/dossier/[reference]': {
      fr: '/candidature/dossier/[reference]',
      en: '/apply/application/[reference]',
    },
    // The offer letter (a PDF), once the school has made an offer.
    '/candidature/dossier/[reference]/lettre': {
      fr: '/candidature/dossier/[reference]/lettre',
      en: '/apply/application/[reference]/letter',
    },
    // The documents: the page, where the files are sent (in parts, or whole without JavaScript), each file.
    '/candidature/dossier/[reference]/pieces': {
      fr: '/candidature/dossier/[reference]/pieces',
      en: '/apply/application/[reference]/documents',
    },
    '/candidature/dossier/[reference]/pieces/envoi': {
      fr: '/candidature/dossier/[reference]/pieces/envoi',
      en: '/apply/application/[reference]/documents/upload',
    },
    '/candidature/dossier/[reference]/pieces/[document]': {
      fr: '/candidature/dossier/[reference]/pieces/[document]',
      en: '/apply/application/[reference]/documents/[document]',
    },
    '/candidature/dossier/[reference]/[step]': {
      fr: '/candidature/dossier/[reference]/[step]',
      en: '/apply/application/[reference]/[step]',
    },
    '/remerciement-contact': { fr: '/remerciement-contact', en: '/thank-you' },
    // What the installed app shows offline for a page it has not kept (src/service-worker).
    '/hors-ligne': { fr: '/hors-ligne', en: '/offline' },
    // Search results (noindex): what the search box asks without JavaScript.
    '/recherche': { fr: '/recherche', en: '/search' },
    // The accessibility statement (RGAA), linked from the footer.
    '/accessibilite': { fr: '/accessibilite', en: '/accessibility' },
    // The visitor's shortlist (kept by the browser) and the comparison of 2 to 4 courses (noindex).
    '/selection': { fr: '/selection', en: '/shortlist' },
    '/comparer': { fr: '/comparer', en: '/compare' },
    // What a year costs on a campus (requirements 10.17): a GET form whose answer is the page itself.
    '/cout-des-etudes': { fr: '/cout-des-etudes', en: '/cost-of-studying' },
  },
});

export type AppPathname = keyof typeof routing.pathnames;
