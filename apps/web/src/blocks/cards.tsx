import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { Card, type CardProps } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import { EventCalendarLink } from '@/components/event/event-calendar-link';
import { Section } from '@/components/section';
import { JsonLd } from '@/components/seo/json-ld';
import { contentPath } from '@/i18n/content-paths';
import { toLocale, type Locale } from '@/i18n/locales';
import type { Device } from '@/lib/device';
import { getArticles } from '@/lib/cms/resources/articles';
import { getCoursesIfAvailable } from '@/lib/cms/resources/courses';
import { getUpcomingEvents, notEnded } from '@/lib/cms/resources/events';
import { getNextLive, getPastLivesIfAvailable } from '@/lib/cms/resources/lives';
import { LiveCard } from '@/components/live/live-list';
import { SiteLink } from '@/components/site-link';
import { SchoolGrid } from '@/components/home/school-grid';
import { getPathname } from '@/i18n/navigation';
import type { EventItem } from '@/lib/cms/schemas/event';
import { getLatestNews } from '@/lib/cms/resources/news';
import { now } from '@/lib/time/now';
import { getOfficesIfAvailable } from '@/lib/cms/resources/offices';
import { getSchoolsIfAvailable } from '@/lib/cms/resources/schools';
import { getWebsite } from '@/lib/cms/resources/website';
import { formatDate, formatDateRange } from '@/lib/format';
import { siteOrigin } from '@/lib/site-origin';
import { eventZone } from '@/lib/guides/country-events';
import { agendaEvent, liveEvent } from '@/lib/structured-data';
import styles from './blocks.module.css';
import { defineBlock } from './define';
import { optionalText } from './fields';

const kinds = ['article', 'course', 'event', 'live', 'news', 'office', 'school'] as const;
type Kind = (typeof kinds)[number];

const schema = z.object({
  title: optionalText,
  kind: z.enum(kinds),
  limit: z.number().int().min(1).max(24).nullish(),
  // How many a phone shows; none: as many as a computer; 0: the section is left out on a phone.
  phoneLimit: z.number().int().min(0).max(24).nullish(),
});

/**
 * `id` tells the cards apart in their list (React's key); `event`, an agenda card's event, and
 * `zone`, the clock it is held on when abroad.
 */
type CardData = CardProps & { id: string; event?: EventItem; zone?: string | null };

/**
 * The cards of one kind of content, newest or soonest first; none when they cannot be read
 * (optional getters). Schools and the next live are laid out on their own (see Cards).
 */
async function loadCards(kind: Kind, locale: Locale): Promise<CardData[]> {
  switch (kind) {
    case 'course':
      return ((await getCoursesIfAvailable(locale, {}, 24))?.courses ?? []).map((c) => ({
        id: c.slug,
        href: contentPath.course(locale, c.slug),
        title: c.title,
        image: c.image,
        meta: c.graduationLevel?.label,
        text: c.summary,
      }));
    case 'news':
      return ((await getLatestNews(locale)) ?? []).map((n) => ({
        id: n.slug,
        href: contentPath.news(locale, n.slug),
        title: n.title,
        image: n.focusImage,
        meta: n.publishDate ? formatDate(locale, n.publishDate) : null,
      }));
    case 'article':
      return ((await getArticles(locale)) ?? []).flatMap((a) =>
        a.landing
          ? [
              {
                id: a.slug,
                href: contentPath.article(locale, a.landing.slug, a.slug),
                title: a.title,
                image: a.bannerImage,
                text: a.excerpt,
              },
            ]
          : [],
      );
    case 'event': {
      const [events, offices] = await Promise.all([getUpcomingEvents(locale), getOfficesIfAvailable(locale)]);
      return (events ?? []).filter(notEnded(now().getTime())).map((e) => {
        // A fair abroad is dated on its place's clock (its country's office's), as its guide says it.
        const zone = eventZone(e, offices ?? []);
        return {
          id: e.documentId,
          href: e.url,
          title: e.title,
          meta: [formatDateRange(locale, e.dateStart, e.dateEnd, zone ?? undefined), e.location]
            .filter(Boolean)
            .join(' · '),
          text: e.description,
          footer: <EventCalendarLink locale={locale} documentId={e.documentId} title={e.title} />,
          event: e,
          zone,
        };
      });
    }
    case 'office':
      return ((await getOfficesIfAvailable(locale)) ?? []).map((o) => ({
        id: o.slug,
        href: contentPath.office(locale, o.slug),
        title: o.title,
        image: o.image,
        meta: o.country,
      }));
    case 'live':
      return ((await getPastLivesIfAvailable(locale)) ?? []).map((l) => ({
        id: l.slug,
        href: contentPath.live(locale, l.slug),
        title: l.title,
        image: l.posterframe,
        meta: formatDate(locale, l.publishDate),
      }));
    case 'school':
      return [];
  }
}

/** The page listing all of a kind, linked under its cards. */
const listPage: Partial<
  Record<Kind, { href: '/formations' | '/ecoles' | '/news' | '/lives' | '/bureaux'; label: string }>
> = {
  course: { href: '/formations', label: 'allCourses' },
  school: { href: '/ecoles', label: 'allSchools' },
  news: { href: '/news', label: 'allNews' },
  live: { href: '/lives', label: 'allLives' },
  office: { href: '/bureaux', label: 'allOffices' },
};

// Past this many, the latest news show as one card and a list of dated titles, which a phone
// scrolls past in a screen or two rather than ten cards.
const DIGEST_FROM = 5;

/**
 * How many cards the page shows. A phone shows what the editor chose for it, often fewer: each
 * card is a screen of scrolling there, and its HTML is in the page twice (markup and flight data).
 */
const cardCount = (data: z.infer<typeof schema>, device: Device): number =>
  (device === 'mobile' ? data.phoneLimit : null) ?? data.limit ?? 6;

async function Cards({ data, device }: { data: z.infer<typeof schema>; device: Device }) {
  const limit = cardCount(data, device);
  if (limit === 0) return null;
  const locale = toLocale(await getLocale());
  const [next, allSchools, loaded, website, origin] = await Promise.all([
    // A live to come leads the lives, with its times and its calendar file.
    data.kind === 'live' ? getNextLive(locale) : null,
    data.kind === 'school' ? getSchoolsIfAvailable(locale) : null,
    loadCards(data.kind, locale),
    // The same cached reads as the layout's: for the events' structured data.
    getWebsite(locale),
    siteOrigin(locale),
  ]);
  const schools = (allSchools ?? []).slice(0, limit);
  const cards = loaded.slice(0, next ? limit - 1 : limit);
  if (cards.length === 0 && !next && schools.length === 0) return null;
  const t = await getTranslations('cards');
  const list = listPage[data.kind];
  const [first, ...rest] = cards;
  return (
    <Section title={data.title}>
      {next && <JsonLd data={liveEvent(next, website.siteName, locale, origin)} />}
      {/* Only the events' cards have structured data; the others add nothing, not even an
          undefined slot per card to the flight data. */}
      {cards.flatMap(({ id, event, zone }) =>
        event ? [<JsonLd key={id} data={agendaEvent(event, website.siteName, origin, zone ?? undefined)} />] : [],
      )}
      {next && <LiveCard live={next} locale={locale} upcoming />}
      {/* Schools are many and known by their logos: a compact grid. */}
      {schools.length > 0 && <SchoolGrid schools={schools} locale={locale} />}
      {data.kind === 'news' && first && rest.length >= DIGEST_FROM - 1 ? (
        <div className={styles.digest}>
          <Card {...first} />
          <ul>
            {rest.map((item) => (
              <li key={item.id}>
                {item.href ? <SiteLink href={item.href}>{item.title}</SiteLink> : item.title}
                {item.meta && <span>{item.meta}</span>}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        cards.length > 0 && (
          <CardGrid>
            {cards.map((card) => (
              <li key={card.id}>
                <Card {...card} />
              </li>
            ))}
          </CardGrid>
        )
      )}
      {list && (
        <p className={styles.seeAll}>
          <SiteLink href={getPathname({ href: list.href, locale })}>{t(list.label)}</SiteLink>
        </p>
      )}
    </Section>
  );
}

export const cardsBlock = defineBlock({ uid: 'blocks.cards', schema, Component: Cards });
