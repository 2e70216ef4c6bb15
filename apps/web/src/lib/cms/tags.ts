import type { Locale } from '@/i18n/locales';

/**
 * The CMS resources the site reads, by Strapi content-type UID, with their REST path. The
 * revalidation webhook and the cache tags are both derived from this one table.
 */
export const cmsResources = {
  'api::website.website': 'website',
  'api::homepage.homepage': 'homepage',
  'api::school.school': 'schools',
  'api::campus.campus': 'campuses',
  'api::campus-contact.campus-contact': 'campus-contacts',
  'api::categorie-de-programme.categorie-de-programme': 'categorie-de-programmes',
  'api::graduation-level.graduation-level': 'graduation-levels',
  'api::entry-year.entry-year': 'entry-years',
  'api::course.course': 'courses',
  'api::landing.landing': 'landings',
  'api::article.article': 'articles',
  'api::figs-news.figs-news-item': 'figs-news',
  'api::event.event': 'events',
  'api::figs-lives.figs-live': 'figs-lives',
  'api::menu-enrichi.menu-enrichi': 'menu-enrichis',
  'api::office.office': 'offices',
  'api::faq.faq': 'faqs',
  'api::banner.banner': 'banners',
  'api::taxonomy.taxonomy': 'taxonomy',
  'api::redirect.redirect': 'redirects',
  'api::study-cost.study-cost': 'study-cost',
  'api::scholarship.scholarship': 'scholarships',
  'api::country-guide.country-guide': 'country-guides',
} as const;

export type CmsResource = (typeof cmsResources)[keyof typeof cmsResources];

export const resourceOfUid = (uid: string): CmsResource | undefined =>
  Object.hasOwn(cmsResources, uid) ? cmsResources[uid as keyof typeof cmsResources] : undefined;

/** `cms:<resource>` for every locale, `cms:<resource>:<locale>` for one. */
export const cmsTag = (resource: CmsResource, locale?: Locale): string =>
  locale ? `cms:${resource}:${locale}` : `cms:${resource}`;

/** The tags of a read: one per resource it includes, for its locale. */
export const readTags = (resources: readonly CmsResource[], locale: Locale | null): string[] =>
  resources.map((resource) => (locale ? cmsTag(resource, locale) : cmsTag(resource)));
