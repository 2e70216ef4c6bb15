// Shapes of the components and dynamic-zone blocks as the document service expects them.
// They mirror src/components/**/*.json so that a typo in a field name fails at compile time.

export interface TextItem {
  text: string;
}
export interface Link {
  label: string;
  url: string;
}
export interface Meta {
  type: 'name' | 'property' | 'itemprop';
  key: string;
  value: string;
}
export interface Seo {
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: number;
  shareImageAlt?: string;
  twitterSite?: string;
  metas?: Meta[];
  preventIndexing?: boolean;
}
export interface Figure {
  value: number;
  suffix?: string;
  label: string;
}
export interface SocialLink {
  network: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'tiktok' | 'x';
  url: string;
}
export interface SkillBloc {
  title: string;
  skills: TextItem[];
}
export interface TeachingModule {
  period: string;
  title: string;
  ects?: number;
  description?: string;
}
export interface Route {
  title: string;
  description?: string;
  points: TextItem[];
}
export interface AccordionItem {
  title: string;
  body: string;
}

export interface TitleBlock {
  __component: 'blocks.title';
  text: string;
  subtitle?: string;
  level?: 'h2' | 'h3';
}
export interface RichTextBlock {
  __component: 'blocks.rich-text';
  body: string;
}
export interface QuoteBlock {
  __component: 'blocks.quote';
  text: string;
  author: string;
  role?: string;
  image?: number;
}
export interface ChecklistBlock {
  __component: 'blocks.checklist';
  title?: string;
  items: TextItem[];
}
export interface AccordionBlock {
  __component: 'blocks.accordion';
  title?: string;
  items: AccordionItem[];
}
export interface FaqBlock {
  __component: 'blocks.faq';
  title?: string;
  category?: string;
}
export interface CardsBlock {
  __component: 'blocks.cards';
  title?: string;
  kind: 'article' | 'course' | 'event' | 'live' | 'news' | 'office' | 'school';
  limit?: number;
  phoneLimit?: number;
}
export interface CarouselBlock {
  __component: 'blocks.carousel';
  title?: string;
  kind: 'images' | 'courses' | 'news' | 'schools';
  images?: number[];
}
export interface IllustratedVideoBlock {
  __component: 'blocks.illustrated-video';
  title: string;
  text?: string;
  videoUrl: string;
  poster?: number;
  posterAlt?: string;
}
export interface BadgeBlock {
  __component: 'blocks.badge';
  label: string;
  tone?: 'info' | 'success' | 'highlight';
}
export interface KeyDatasBlock {
  __component: 'blocks.key-datas';
  level: string;
  ects?: number;
  rncpLevel?: number;
  recognition?: string;
  duration: string;
  rhythm?: string;
  language?: string;
  tuitionFeesEu?: string;
  tuitionFeesInternational?: string;
  intakes?: string;
  campuses?: string;
}
export interface TwoRoutesBlock {
  __component: 'blocks.two-routes';
  title?: string;
  routes: [Route, Route];
}

export interface CoursePanelBlock {
  __component: 'blocks.course-panel';
  title?: string;
  highlights: TextItem[];
  showBrochure?: boolean;
  showApply?: boolean;
}
export interface SkillUnitBlock {
  __component: 'blocks.skill-unit';
  title?: string;
  intro?: string;
  blocs: SkillBloc[];
}
export interface TeachingUnitBlock {
  __component: 'blocks.teaching-unit';
  title?: string;
  modules: TeachingModule[];
}
export interface AfterBachelorBlock {
  __component: 'blocks.after-bachelor';
  title?: string;
  furtherStudies: TextItem[];
  careers: TextItem[];
}

/** Blocks allowed in the `blocks` zone of landings, articles, news and the homepage. */
export type PageBlock =
  | TitleBlock
  | RichTextBlock
  | QuoteBlock
  | ChecklistBlock
  | AccordionBlock
  | FaqBlock
  | CardsBlock
  | CarouselBlock
  | IllustratedVideoBlock
  | BadgeBlock
  | KeyDatasBlock
  | TwoRoutesBlock;

/** Blocks allowed on a course page: the course-specific ones plus every page block. */
export type CourseBlock = CoursePanelBlock | SkillUnitBlock | TeachingUnitBlock | AfterBachelorBlock | PageBlock;

export interface MenuItemEntry {
  __component: 'core.menu-item';
  label: string;
  url: string;
}
export interface MenuGroupEntry {
  __component: 'core.menu';
  label: string;
  slug: string;
  items: Link[];
}
export type MenuEntry = MenuItemEntry | MenuGroupEntry;

export const items = (texts: readonly string[]): TextItem[] => texts.map((text) => ({ text }));
