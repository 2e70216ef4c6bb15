// Content types the seed writes, in one place so that steps and the summary agree.
export const UID = {
  category: 'api::categorie-de-programme.categorie-de-programme',
  graduationLevel: 'api::graduation-level.graduation-level',
  entryYear: 'api::entry-year.entry-year',
  campus: 'api::campus.campus',
  campusContact: 'api::campus-contact.campus-contact',
  school: 'api::school.school',
  course: 'api::course.course',
  office: 'api::office.office',
  news: 'api::figs-news.figs-news-item',
  event: 'api::event.event',
  live: 'api::figs-lives.figs-live',
  faq: 'api::faq.faq',
  banner: 'api::banner.banner',
  landing: 'api::landing.landing',
  article: 'api::article.article',
  menu: 'api::menu-enrichi.menu-enrichi',
  website: 'api::website.website',
  homepage: 'api::homepage.homepage',
  redirect: 'api::redirect.redirect',
  studyCost: 'api::study-cost.study-cost',
  scholarship: 'api::scholarship.scholarship',
  countryGuide: 'api::country-guide.country-guide',
} as const;

export type SeededUid = (typeof UID)[keyof typeof UID];
