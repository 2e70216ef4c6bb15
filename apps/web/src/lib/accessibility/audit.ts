/**
 * What the site's own accessibility tests check, in one place: tests/e2e/accessibility.test.ts
 * runs this audit (and fails when axe-core runs other rules than these), the keyboard checks are
 * tests of their own (pinned by audit.test.ts), and the accessibility statement reports all of it.
 * The statement therefore says what is tested, no more.
 */

/**
 * The day this audit (and the statement that reports it) was last reviewed. Changed by hand when
 * the audit changes, not at each build: RGAA asks for the date the statement was drawn up, and a
 * new build re-assesses nothing the tests did not already check.
 */
export const AUDIT_DATE = '2026-11-24';

/**
 * axe-core runs its default rules (WCAG 2.0 to 2.2 A and AA, and its best practices) plus these:
 * the WCAG 2.2 A/AA rules it leaves off by default, and `label-content-name-mismatch` (WCAG 2.5.3,
 * the visible text of a control is part of its name), which it marks experimental.
 */
export const AXE_EXTRA_TAGS = ['wcag22a', 'wcag22aa'] as const;
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'] as const;

/** What that selection runs with axe-core 4.11: the number of rules, and the standards they belong to. */
export const AXE_RULE_COUNT = 91;
export const AXE_STANDARD_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * The RGAA 4 criteria (theme.criterion) that at least one of those rules tests, as axe-core maps
 * them (its `RGAA-x.y.z` tags). A rule checks what a machine can see of a criterion, rarely all of it.
 */
export const RGAA_CRITERIA_TESTED = [
  '1.1',
  '2.1',
  '2.2',
  '3.2',
  '4.3',
  '4.10',
  '5.2',
  '5.7',
  '6.1',
  '6.2',
  '7.1',
  '7.3',
  '8.2',
  '8.3',
  '8.4',
  '8.5',
  '8.7',
  '9.2',
  '9.3',
  '10.4',
  '10.6',
  '11.1',
  '11.2',
  '11.9',
  '11.13',
  '12.7',
  '13.1',
  '13.8',
] as const;
/** RGAA 4.1's criteria in all. */
export const RGAA_CRITERIA_COUNT = 106;

/** The two layouts every page is checked in (the phone's with a phone's user agent: the server sends it its layout). */
export const AUDIT_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type AuditDevice = keyof typeof AUDIT_VIEWPORTS;

type AuditedPage = {
  /** The key of its name in the dictionary (`accessibility.pageTypes`). */
  type: string;
  /** A page of that type in each language, from the demo content. */
  paths: { fr: string; en: string };
  /** The status it answers with (a page that does not exist is checked too). */
  status?: number;
};

/** Every type of page of the site, each by one sample in each language. */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { type: 'home', paths: { fr: '/', en: '/en' } },
  { type: 'courseList', paths: { fr: '/formations', en: '/en/courses' } },
  {
    type: 'courseListFiltered',
    paths: { fr: '/formations?programCat=commerce-management', en: '/en/courses?programCat=business-management' },
  },
  { type: 'course', paths: { fr: '/formations/bts-aeronautique', en: '/en/courses/bts-aeronautics' } },
  { type: 'schoolList', paths: { fr: '/ecoles', en: '/en/schools' } },
  { type: 'school', paths: { fr: '/ecoles/alderan-business-school', en: '/en/schools/alderan-business-school' } },
  { type: 'campus', paths: { fr: '/campus/campus-lyon', en: '/en/campus/lyon-campus' } },
  { type: 'newsList', paths: { fr: '/news', en: '/en/news' } },
  { type: 'newsListPage', paths: { fr: '/news?page=2', en: '/en/news?page=2' } },
  {
    type: 'news',
    // A title naming no year: the demo dates its news from the day it is seeded.
    paths: {
      fr: '/news/visa-etudiant-delais-anticiper-pour-une-rentree-sereine',
      en: '/en/news/student-visas-timelines-plan-smooth-start',
    },
  },
  { type: 'landing', paths: { fr: '/etudier-en-france', en: '/en/study-in-france' } },
  {
    type: 'article',
    paths: { fr: '/etudier-en-france/logement-etudiant', en: '/en/study-in-france/student-accommodation' },
  },
  { type: 'faq', paths: { fr: '/faq', en: '/en/faq' } },
  { type: 'offices', paths: { fr: '/bureaux', en: '/en/offices' } },
  {
    type: 'countryGuide',
    paths: { fr: '/etudier-dans-votre-pays/senegal', en: '/en/international-students/senegal' },
  },
  {
    type: 'costCalculator',
    paths: { fr: '/cout-des-etudes?course=bts-aeronautique', en: '/en/cost-of-studying?course=bts-aeronautics' },
  },
  { type: 'lives', paths: { fr: '/lives', en: '/en/lives' } },
  { type: 'brochure', paths: { fr: '/brochure', en: '/en/brochure' } },
  { type: 'contact', paths: { fr: '/contact', en: '/en/contact' } },
  { type: 'registration', paths: { fr: '/inscription', en: '/en/registration' } },
  { type: 'application', paths: { fr: '/candidature', en: '/en/apply' } },
  { type: 'thankYou', paths: { fr: '/remerciement-contact?form=contact', en: '/en/thank-you?form=contact' } },
  { type: 'search', paths: { fr: '/recherche?q=commerce', en: '/en/search?q=business' } },
  { type: 'accessibility', paths: { fr: '/accessibilite', en: '/en/accessibility' } },
  { type: 'offline', paths: { fr: '/hors-ligne', en: '/en/offline' } },
  { type: 'error', paths: { fr: '/error/debug', en: '/en/error/debug' } },
  { type: 'notFound', paths: { fr: '/formations/no-such-course', en: '/en/nothing-here' }, status: 404 },
];

/**
 * What the keyboard and focus tests check beyond axe-core, each the title of a browser test in
 * tests/e2e (audit.test.ts fails when one of them is renamed or removed). The key names its
 * sentence in the dictionary (`accessibility.keyboardChecks`).
 */
export const KEYBOARD_CHECKS = [
  {
    key: 'sideMenu',
    file: 'layout.test.ts',
    test: 'opens full width on a phone, locks the page scroll, and closes on Escape with focus back on the burger',
  },
  { key: 'sideMenuTrap', file: 'layout.test.ts', test: 'traps the keyboard inside and closes when a link is followed' },
  {
    key: 'navbarPanel',
    file: 'layout.test.ts',
    test: 'shows the menu items and calls to action, and a group opens a left panel 75vw wide',
  },
  {
    key: 'consentBanner',
    file: 'consent.test.ts',
    test: 'can be accepted with the keyboard alone: focus moves into the banner',
  },
  {
    key: 'consentPreferences',
    file: 'consent.test.ts',
    test: 'keeps the keyboard in the preferences dialog, closes it on Escape and gives focus back to the footer link',
  },
  { key: 'leadForm', file: 'lead-forms.test.ts', test: 'keyboard only, from the first field to the thank-you page' },
  {
    key: 'formErrors',
    file: 'lead-forms.test.ts',
    test: 'checks fields in the browser: the summary takes the focus, each field says what is wrong',
  },
  {
    key: 'courseFinder',
    file: 'course-finder.test.ts',
    test: 'applies a box beside the list at once, without a reload, keeping the focus; back and forward work',
  },
] as const;
