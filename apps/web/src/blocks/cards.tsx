import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { Card, type CardProps } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import { EventCalendarLink } from '@/components/event/event-calendar-link';
import { Section } from '@/components/section';
import { contentPath } from '@/i18n/content-paths';
import { toLocale, type Locale } from '@/i18n/locales';
import { getArticles } from '@/lib/cms/resources/articles';
import { getCoursesIfAvailable } from '@/lib/cms/resources/courses';
import { getEvents } from '@/lib/cms/resources/events';
import { getNextLive, getPastLivesIfAvailable } from '@/lib/cms/resources/lives';
import { getLatestNews } from '@/lib/cms/resources/news';
import { getOfficesIfAvailable } from '@/lib/cms/resources/offices';
import { getSchoolsIfAvailable } from '@/lib/cms/resources/schools';
import { formatDate } from '@/lib/format';
import { defineBlock } from './define';
import { optionalText } from './fields';

const kinds = ['article', 'course', 'event', 'live', 'news', 'office', 'school'] as const;
type Kind = (typeof kinds)[number];

const schema = z.object({
  title: optionalText,
  kind: z.enum(kinds),
  limit: z.number().int().min(1).max(24).nullish(),
});

type CardData = CardProps & { key: string };

/** The cards of one kind of content, newest or soonest first; none when they cannot be read (optional getters). */
async function loadCards(kind: Kind, locale: Locale): Promise<CardData[]> {
  switch (kind) {
    case 'course':
      return ((await getCoursesIfAvailable(locale, {}, 24))?.courses ?? []).map((c) => ({
        key: c.slug,
        href: contentPath.course(locale, c.slug),
        title: c.title,
        image: c.image,
        meta: c.graduationLevel?.label,
        text: c.summary,
      }));
    case 'school':
      return ((await getSchoolsIfAvailable(locale)) ?? []).map((s) => ({
        key: s.slug,
        href: contentPath.school(locale, s.slug),
        title: s.name,
        image: s.cover,
        logo: s.logo,
        text: s.tagline,
      }));
    case 'news':
      return ((await getLatestNews(locale)) ?? []).map((n) => ({
        key: n.slug,
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
                key: a.slug,
                href: contentPath.article(locale, a.landing.slug, a.slug),
                title: a.title,
                image: a.bannerImage,
                text: a.excerpt,
              },
            ]
          : [],
      );
    case 'event':
      return ((await getEvents(locale)) ?? []).map((e) => ({
        key: e.documentId,
        href: e.url,
        title: e.title,
        meta: [formatDate(locale, e.dateStart), e.location].filter(Boolean).join(' · '),
        text: e.description,
        footer: <EventCalendarLink locale={locale} documentId={e.documentId} title={e.title} />,
      }));
    case 'office':
      return ((await getOfficesIfAvailable(locale)) ?? []).map((o) => ({
        key: o.slug,
        href: contentPath.office(locale, o.slug),
        title: o.title,
        image: o.image,
        meta: o.country,
      }));
    case 'live': {
      const [next, past] = await Promise.all([getNextLive(locale), getPastLivesIfAvailable(locale)]);
      return [...(next ? [next] : []), ...(past ?? [])].map((l) => ({
        key: l.slug,
        href: contentPath.live(locale, l.slug),
        title: l.title,
        image: l.posterframe,
        meta: formatDate(locale, l.publishDate, true),
      }));
    }
  }
}

async function Cards({ data }: { data: z.infer<typeof schema> }) {
  const locale = toLocale(await getLocale());
  const cards = (await loadCards(data.kind, locale)).slice(0, data.limit ?? 6);
  if (cards.length === 0) return null;
  return (
    <Section title={data.title}>
      <CardGrid>
        {cards.map(({ key, ...card }) => (
          <li key={key}>
            <Card {...card} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export const cardsBlock = defineBlock({ uid: 'blocks.cards', schema, Component: Cards });
