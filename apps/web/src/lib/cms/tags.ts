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

/**
 * The resource a relation attribute points to, by the attribute's name: every content type of the
 * CMS names a relation to the same type the same way (pinned by content-types.test.ts against the
 * CMS's schemas). Media attributes point to files, which are no resource of the site.
 */
export const relationResources: Readonly<Record<string, CmsResource>> = {
  articles: 'articles',
  campus: 'campuses',
  campuses: 'campuses',
  course: 'courses',
  courses: 'courses',
  entryYears: 'entry-years',
  graduationLevel: 'graduation-levels',
  graduationLevels: 'graduation-levels',
  intake: 'entry-years',
  landing: 'landings',
  menus: 'menu-enrichis',
  programCategory: 'categorie-de-programmes',
  school: 'schools',
  schools: 'schools',
};

/** Fields of every entry that no page shows as content. */
export const bookkeepingFields: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'locale',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'localizations',
]);

// Two kinds of tags (docs/decisions/precise-purge.md):
//
// - data tags, on the site's cached CMS reads only: `data:<resource>:<locale>`. Any change of a
//   resource expires them; reading again costs one CMS call, and only a page being drawn again does.
// - page tags, on the pages (and Varnish's copies, as `xkey`): what a page shows. They start with
//   `cms:`, the prefix the page cache handlers copy to Varnish and purge there.

/** The tag of the cached reads that contain `resource` in `locale`. */
export const dataTag = (resource: CmsResource, locale: Locale): string => `data:${resource}:${locale}`;

/** The tags of a read: one per resource it includes, for its locale. */
export const dataTags = (resources: readonly CmsResource[], locale: Locale): string[] =>
  resources.map((resource) => dataTag(resource, locale));

/**
 * The single types: one entry per language, which a page shows whole or not at all (the taxonomy's
 * answer, a dictionary, names no document).
 */
export const singleTypes: ReadonlySet<CmsResource> = new Set(['website', 'homepage', 'taxonomy', 'study-cost']);

/**
 * Page tag: the page shows something of `resource` in `locale`. Expired for a single type's change,
 * and for a change that does not say which document changed (a call of the webhook by hand).
 */
export const typeTag = (resource: CmsResource, locale: Locale): string => `cms:${resource}:${locale}`;

/** Page tag: the page shows this document in `locale` (its own page, its card, a relation's name). */
export const documentTag = (documentId: string, locale: Locale): string => `cms:${documentId}:${locale}`;

/**
 * Page tag: the page shows `field` of this document, in another entry (a course page shows its
 * school's name): the school's other fields can change without this page.
 */
export const documentFieldTag = (documentId: string, locale: Locale, field: string): string =>
  `cms:${documentId}:${locale}:${field}`;

/**
 * Page tag: the page shows a collection of `resource` (a list, the few courses of a school): which
 * documents it holds changes when one is published, unpublished or deleted.
 */
export const collectionTag = (resource: CmsResource, locale: Locale): string => `cms:${resource}:${locale}:in`;

/** Page tag: the page shows a collection chosen or ordered by `field` (the courses of a school, by title). */
export const selectedByTag = (resource: CmsResource, locale: Locale, field: string): string =>
  `cms:${resource}:${locale}:by:${field}`;

/**
 * Page tag: the page lists `field` of more documents of `resource` than it names one by one (the
 * course list shows every course's summary; the menu every school's name).
 */
export const listedFieldTag = (resource: CmsResource, locale: Locale, field: string): string =>
  `cms:${resource}:${locale}:field:${field}`;
