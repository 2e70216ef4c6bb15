import type { Seo } from '../components';
import { upsertLocalized } from '../lib/documents';
import { relativeTime } from '../lib/relative-time';
import { seo } from '../lib/seo';
import { slugify } from '../lib/slug';
import { imageOf, type SeedContext } from '../types';
import { perLocale } from '../bilingual';
import { UID } from '../uids';
import { demoBanner } from '../content/banner';
import { EVENTS, eventUrl } from '../content/events';
import { FAQ_CATEGORIES, FAQS } from '../content/faqs';
import { demoLives, liveRegistrationUrl, liveVideoUrl } from '../content/lives';
import { demoNews } from '../content/news';

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
  countryCode?: string;
  online: boolean;
  recorded: boolean;
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

/** The French title `key` had in the demo as the database was last dated: titles naming a year change. */
function formerTitle(former: ReadonlyArray<{ key: string; title: { fr: string } }>, key: string): string | undefined {
  return former.find((item) => item.key === key)?.title.fr;
}

export async function seedNews(ctx: SeedContext): Promise<void> {
  // A redating leaves the news: they are as the last whole seed wrote them.
  const former = demoNews(ctx.former.seeded);
  for (const news of demoNews(ctx.calendar)) {
    const was = formerTitle(former, news.key);
    await upsertLocalized(ctx, {
      uid: UID.news,
      key: 'slug',
      formerKey: was === undefined ? undefined : slugify(was),
      data: perLocale<NewsFields>((locale) => ({
        title: news.title[locale],
        slug: slugify(news.title[locale]),
        excerpt: news.excerpt[locale],
        body: news.body[locale],
        publishDate: relativeTime(ctx.runDay, news.published),
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
        ...(typeof event.held === 'object' ? { countryCode: event.held.country } : {}),
        online: event.held === 'online',
        recorded: event.recorded ?? false,
        description: event.description[locale],
      })),
    });
  }
}

export async function seedLives(ctx: SeedContext): Promise<void> {
  const former = demoLives(ctx.former.dated);
  for (const live of demoLives(ctx.calendar)) {
    const was = formerTitle(former, live.key);
    await upsertLocalized(ctx, {
      uid: UID.live,
      key: 'slug',
      formerKey: was === undefined ? undefined : slugify(was),
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
  const banner = demoBanner(ctx.calendar);
  await upsertLocalized(ctx, {
    uid: UID.banner,
    key: 'text',
    // Found by its text, which names the September intake.
    formerKey: demoBanner(ctx.former.dated).text.fr,
    data: perLocale<BannerFields>((locale) => ({
      text: banner.text[locale],
      linkLabel: banner.linkLabel[locale],
      url: banner.url[locale],
      startsAt: relativeTime(ctx.runDay, banner.startsAt),
      endsAt: relativeTime(ctx.runDay, banner.endsAt),
    })),
  });
}
