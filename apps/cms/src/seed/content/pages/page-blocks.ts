import type { Bilingual, Locale } from '../../bilingual';
import { items, type CardsBlock, type PageBlock, type Route } from '../../components';
import { FAQ_CATEGORIES, type FaqCategory } from '../faqs';

// Page blocks are written once with both languages side by side, then rendered per locale.
// Images are referred to by key and resolved to file ids when the page is written.

/** A seed image by key: its file id, and what it shows in the given language. */
export type ImageResolver = (key: string, locale: Locale) => { id: number; alt: string };
export type BlockSeed = (locale: Locale, image: ImageResolver) => PageBlock;

export function renderBlocks(blocks: readonly BlockSeed[], locale: Locale, image: ImageResolver): PageBlock[] {
  return blocks.map((block) => block(locale, image));
}

export const title =
  (text: Bilingual<string>, subtitle?: Bilingual<string>, level: 'h2' | 'h3' = 'h2'): BlockSeed =>
  (locale) => ({
    __component: 'blocks.title',
    text: text[locale],
    ...(subtitle ? { subtitle: subtitle[locale] } : {}),
    level,
  });

export const richText =
  (body: Bilingual<string>): BlockSeed =>
  (locale) => ({ __component: 'blocks.rich-text', body: body[locale] });

export const checklist =
  (heading: Bilingual<string>, entries: Bilingual<string>[]): BlockSeed =>
  (locale) => ({
    __component: 'blocks.checklist',
    title: heading[locale],
    items: items(entries.map((entry) => entry[locale])),
  });

export const accordion =
  (heading: Bilingual<string>, entries: Array<[Bilingual<string>, Bilingual<string>]>): BlockSeed =>
  (locale) => ({
    __component: 'blocks.accordion',
    title: heading[locale],
    items: entries.map(([entryTitle, body]) => ({ title: entryTitle[locale], body: body[locale] })),
  });

export const quote =
  (text: Bilingual<string>, author: string, role: Bilingual<string>): BlockSeed =>
  (locale) => ({ __component: 'blocks.quote', text: text[locale], author, role: role[locale] });

export const cards =
  (kind: CardsBlock['kind'], limit: number, heading: Bilingual<string>, phoneLimit?: number): BlockSeed =>
  (locale) => ({ __component: 'blocks.cards', kind, limit, phoneLimit, title: heading[locale] });

export const faq =
  (category: FaqCategory, heading: Bilingual<string>): BlockSeed =>
  (locale) => ({ __component: 'blocks.faq', title: heading[locale], category: FAQ_CATEGORIES[category][locale] });

export const badge =
  (label: Bilingual<string>, tone: 'info' | 'success' | 'highlight' = 'info'): BlockSeed =>
  (locale) => ({ __component: 'blocks.badge', label: label[locale], tone });

export const video =
  (heading: Bilingual<string>, text: Bilingual<string>, path: string, posterKey?: string): BlockSeed =>
  (locale, image) => ({
    __component: 'blocks.illustrated-video',
    title: heading[locale],
    text: text[locale],
    videoUrl: `https://video.horizon.example/${path}`,
    ...(posterKey ? { poster: image(posterKey, locale).id, posterAlt: image(posterKey, locale).alt } : {}),
  });

export interface RouteSeed {
  title: Bilingual<string>;
  description: Bilingual<string>;
  points: Bilingual<string>[];
}

export const twoRoutes =
  (heading: Bilingual<string>, first: RouteSeed, second: RouteSeed): BlockSeed =>
  (locale) => {
    const route = (seed: RouteSeed): Route => ({
      title: seed.title[locale],
      description: seed.description[locale],
      points: items(seed.points.map((point) => point[locale])),
    });
    return { __component: 'blocks.two-routes', title: heading[locale], routes: [route(first), route(second)] };
  };

export interface KeyDataSeed {
  level: Bilingual<string>;
  duration: Bilingual<string>;
  rhythm: Bilingual<string>;
  language: Bilingual<string>;
  recognition: Bilingual<string>;
  intakes: Bilingual<string>;
  campuses: Bilingual<string>;
  tuitionFeesEu: Bilingual<string>;
  tuitionFeesInternational: Bilingual<string>;
  ects: number;
  rncpLevel: number;
}

export const keyDatas =
  (data: KeyDataSeed): BlockSeed =>
  (locale) => ({
    __component: 'blocks.key-datas',
    level: data.level[locale],
    ects: data.ects,
    rncpLevel: data.rncpLevel,
    recognition: data.recognition[locale],
    duration: data.duration[locale],
    rhythm: data.rhythm[locale],
    language: data.language[locale],
    tuitionFeesEu: data.tuitionFeesEu[locale],
    tuitionFeesInternational: data.tuitionFeesInternational[locale],
    intakes: data.intakes[locale],
    campuses: data.campuses[locale],
  });
