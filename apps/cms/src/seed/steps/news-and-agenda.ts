import type { Seo } from '../components';
import { upsertLocalized } from '../lib/documents';
import { relativeTime } from '../lib/relative-time';
import { seo } from '../lib/seo';
import { slugify } from '../lib/slug';
import { imageOf, perLocale, type SeedContext } from '../types';
import { UID } from '../uids';
import { BANNER } from '../content/banner';
import { EVENTS, eventUrl } from '../content/events';
import { FAQ_CATEGORIES, FAQS } from '../content/faqs';
import { LIVES, liveRegistrationUrl, liveVideoUrl } from '../content/lives';
import { NEWS } from '../content/news';

interface NewsFields {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  publishDate: string;
  focusImage: number;
  focusImageAlt: string;
  seo: Seo;
}
interface EventFields {
  title: string;
  url: string;
  dateStart: string;
  dateEnd: string;
  location: string;
  description: string;
}
interface LiveFields {
  title: string;
  slug: string;
  description: string;
  publishDate: string;
  durationMinutes: number;
  posterframe: number;
  posterframeAlt: string;
  videoUrl: string;
  registrationUrl: string;
}
interface FaqFields {
  question: string;
  answer: string;
  category: string;
  order: number;
}
interface BannerFields {
  text: string;
  linkLabel: string;
  url: string;
  startsAt: string;
  endsAt: string;
}

export async function seedNews(ctx: SeedContext): Promise<void> {
  for (const news of NEWS) {
    await upsertLocalized(ctx, {
      uid: UID.news,
      key: 'slug',
      data: perLocale<NewsFields>((locale) => ({
        title: news.title[locale],
        slug: slugify(news.title[locale]),
        excerpt: news.excerpt[locale],
        body: news.body[locale],
        publishDate: news.publishDate,
        focusImage: imageOf(ctx, `news:${news.key}`, locale).id,
        focusImageAlt: imageOf(ctx, `news:${news.key}`, locale).alt,
        seo: seo(locale, news.title[locale], news.excerpt[locale], {
          shareImage: imageOf(ctx, `news:${news.key}`, locale),
        }),
      })),
    });
  }
}

export async function seedEvents(ctx: SeedContext): Promise<void> {
  for (const event of EVENTS) {
    await upsertLocalized(ctx, {
      uid: UID.event,
      key: 'url',
      data: perLocale<EventFields>((locale) => ({
        title: event.title[locale],
        // One registration page per event; the site passes the visitor's language itself.
        url: eventUrl(event.key),
        dateStart: relativeTime(ctx.runDay, event.starts),
        dateEnd: relativeTime(ctx.runDay, event.ends),
        location: event.location[locale],
        description: event.description[locale],
      })),
    });
  }
}

export async function seedLives(ctx: SeedContext): Promise<void> {
  for (const live of LIVES) {
    await upsertLocalized(ctx, {
      uid: UID.live,
      key: 'slug',
      data: perLocale<LiveFields>((locale) => ({
        title: live.title[locale],
        slug: slugify(live.title[locale]),
        description: live.description[locale],
        publishDate: relativeTime(ctx.runDay, live.when),
        durationMinutes: live.durationMinutes,
        posterframe: imageOf(ctx, `live:${live.series}`, locale).id,
        posterframeAlt: imageOf(ctx, `live:${live.series}`, locale).alt,
        videoUrl: liveVideoUrl(live.key),
        registrationUrl: liveRegistrationUrl(live.key),
      })),
    });
  }
}

export async function seedFaqs(ctx: SeedContext): Promise<void> {
  for (const [i, entry] of FAQS.entries()) {
    await upsertLocalized(ctx, {
      uid: UID.faq,
      key: 'question',
      data: perLocale<FaqFields>((locale) => ({
        question: entry.question[locale],
        answer: entry.answer[locale],
        category: FAQ_CATEGORIES[entry.category][locale],
        order: i + 1,
      })),
    });
  }
}

export async function seedBanner(ctx: SeedContext): Promise<void> {
  await upsertLocalized(ctx, {
    uid: UID.banner,
    key: 'text',
    data: perLocale<BannerFields>((locale) => ({
      text: BANNER.text[locale],
      linkLabel: BANNER.linkLabel[locale],
      url: BANNER.url[locale],
      startsAt: relativeTime(ctx.runDay, BANNER.startsAt),
      endsAt: relativeTime(ctx.runDay, BANNER.endsAt),
    })),
  });
}
