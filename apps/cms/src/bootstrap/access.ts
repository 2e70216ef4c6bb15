// What each role may do. The site reads everything with the service account, so the public role
// (anonymous callers of the API) may do nothing at all: no read (drafts included), no sign-up, no
// sign-in through the users-permissions routes. The site's cache tags name the same content
// types (apps/web/src/lib/cms/content-types.test.ts pins them).

/** Content types visitors see, through the site: the service account reads them. */
export const publicReadable = [
  'api::website.website',
  'api::homepage.homepage',
  'api::school.school',
  'api::campus.campus',
  'api::campus-contact.campus-contact',
  'api::categorie-de-programme.categorie-de-programme',
  'api::graduation-level.graduation-level',
  'api::entry-year.entry-year',
  'api::course.course',
  'api::landing.landing',
  'api::article.article',
  'api::figs-news.figs-news-item',
  'api::event.event',
  'api::figs-lives.figs-live',
  'api::menu-enrichi.menu-enrichi',
  'api::office.office',
  'api::faq.faq',
  'api::banner.banner',
  'api::taxonomy.taxonomy',
  'api::study-cost.study-cost',
  'api::scholarship.scholarship',
  'api::country-guide.country-guide',
] as const;

/** Content types only the site's server reads. */
export const serviceOnlyReadable = ['api::redirect.redirect'] as const;

const singleTypes = new Set<string>([
  'api::website.website',
  'api::homepage.homepage',
  'api::taxonomy.taxonomy',
  'api::study-cost.study-cost',
]);

const readActions = publicReadable.flatMap((uid) =>
  singleTypes.has(uid) ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`],
);

/** Anonymous callers: nothing. */
export const publicActions: readonly string[] = [];

/** Users of the users-permissions plugin other than the service account: none should exist, and they may do nothing. */
export const authenticatedActions: readonly string[] = [];

export const serviceActions: readonly string[] = [
  ...readActions,
  'api::course.course.autocomplete',
  'api::course.course.search',
  'api::campus.campus.autocomplete',
  'api::categorie-de-programme.categorie-de-programme.autocomplete',
  'api::figs-lives.figs-live.next',
  'plugin::users-permissions.user.me',
  'api::taxonomy.taxonomy.update',
  'api::lead.lead.create',
  // The applicant's sign-in by code (features/applicant-sign-in).
  'api::applicant-session.applicant-session.requestCode',
  'api::applicant-session.applicant-session.signIn',
  'api::applicant-session.applicant-session.current',
  'api::applicant-session.applicant-session.requests',
  'api::applicant-session.applicant-session.signOut',
  // Their passkeys (features/applicant-sign-in/passkeys.ts): the sign-in's without a session, the others with it.
  'api::applicant-passkey.applicant-passkey.mine',
  'api::applicant-passkey.applicant-passkey.registrationOptions',
  'api::applicant-passkey.applicant-passkey.register',
  'api::applicant-passkey.applicant-passkey.remove',
  'api::applicant-passkey.applicant-passkey.signInOptions',
  'api::applicant-passkey.applicant-passkey.signIn',
  // The applicant's applications (features/applications), each call with their session.
  'api::application.application.mine',
  'api::application.application.start',
  'api::application.application.read',
  'api::application.application.save',
  'api::application.application.submit',
  'api::application.application.answer',
  'api::application.application.letter',
  'api::application.application.keep',
  // Their documents (features/application-documents), each call with their session.
  'api::application-document.application-document.start',
  'api::application-document.application-document.part',
  'api::application-document.application-document.status',
  'api::application-document.application-document.remove',
  'api::application-document.application-document.content',
  // The site reads the whole table, page by page, never one rule.
  ...serviceOnlyReadable.map((uid) => `${uid}.find`),
];

export const SERVICE_ROLE_TYPE = 'website-service';
