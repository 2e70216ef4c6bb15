import type {
  CollegeOrUniversity,
  Course as CourseThing,
  EducationalOrganization,
  Event,
  FAQPage,
  NewsArticle,
  Offer,
  WithContext,
} from 'schema-dts';
import type { PAGE_BLOCKS } from '@/lib/cms/blocks-populate';
import type { RawBlock } from '@/lib/cms/schemas/block';
import type { Course } from '@/lib/cms/schemas/course';
import { keyFactsSchema } from '@/lib/cms/schemas/course-facts';
import type { Live } from '@/lib/cms/schemas/live';
import type { School, SchoolCard } from '@/lib/cms/schemas/school';
import { contentPath } from '@/i18n/content-paths';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { EventItem } from '@/lib/cms/schemas/event';
import type { Faq } from '@/lib/cms/schemas/faq';
import type { NewsItem } from '@/lib/cms/schemas/news';
import type { Website } from '@/lib/cms/schemas/website';
import { parisDateTime, zonedDateTime } from '@/lib/format';
import { PARIS_ZONE } from '@/lib/time/time-in-zone';
import { absoluteUrl } from '@/lib/site-origin';

/** A school's node identifier: its page's address, the same from the home page and from its own page. */
const schoolId = (slug: string, locale: Locale, origin: string): string =>
  absoluteUrl(contentPath.school(locale, slug), origin);

/** The network, on the home page: its schools as sub-organizations, its social accounts as sameAs. */
export function networkOrganization(
  website: Website,
  schools: readonly SchoolCard[],
  locale: Locale,
  origin: string,
): WithContext<EducationalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: website.siteName,
    url: absoluteUrl(getPathname({ href: '/', locale }), origin),
    ...(website.siteLogo ? { logo: absoluteUrl(website.siteLogo.src, origin) } : {}),
    ...(website.tagline ? { description: website.tagline } : {}),
    sameAs: website.socialLinks.map((link) => link.url),
    // By reference: each school's page describes it, under the same @id (schoolStructuredData).
    subOrganization: schools.map((school) => ({ '@id': schoolId(school.slug, locale, origin) })),
  };
}

/** A news item, published by the network. */
export function newsArticle(
  item: NewsItem,
  website: Website,
  locale: Locale,
  origin: string,
): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    url: absoluteUrl(contentPath.news(locale, item.slug), origin),
    inLanguage: locale,
    ...(item.excerpt ? { description: item.excerpt } : {}),
    ...(item.publishDate ? { datePublished: item.publishDate } : {}),
    ...(item.focusImage ? { image: absoluteUrl(item.focusImage.src, origin) } : {}),
    publisher: { '@type': 'EducationalOrganization', name: website.siteName, url: origin },
  };
}

/** The FAQ page: each question with its answer. */
export function faqPage(faqs: ReadonlyArray<Pick<Faq, 'question' | 'answer'>>): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question' as const,
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: faq.answer },
    })),
  };
}

/** "8 600 € / an" → 8600; null when the text names no amount in euros ("sur demande"). */
export function euroAmount(text: string | null | undefined): number | null {
  const match = /(\d[\d\s\u00a0\u202f.]*)\s*€|€\s*(\d[\d\s\u00a0\u202f,]*)/.exec(text ?? '');
  const digits = (match?.[1] ?? match?.[2] ?? '').replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

/** "2 ans" | "3 years" | "18 mois" → ISO 8601 (P2Y, P18M); null for a duration said otherwise. */
export function isoDuration(text: string): string | null {
  const match = /(\d+)\s*(ans?|years?|mois|months?)\b/i.exec(text);
  if (!match) return null;
  return `P${match[1]}${/^(ans?|years?)$/i.test(match[2] ?? '') ? 'Y' : 'M'}`;
}

/** The block whose key facts (duration, fees) the course's structured data reads. */
const KEY_FACTS_BLOCK = 'blocks.key-datas' satisfies (typeof PAGE_BLOCKS)[number];

/**
 * A course page: the course, its school as provider, one instance per campus (on site, with its
 * duration) and its tuition per fee band as offers.
 */
export function courseStructuredData(
  course: Course,
  blocks: readonly RawBlock[],
  labels: { feesEu: string; feesInternational: string },
  locale: Locale,
  origin: string,
): WithContext<CourseThing> {
  const parsed = keyFactsSchema.safeParse(blocks.find((block) => block.__component === KEY_FACTS_BLOCK));
  const facts = parsed.success ? parsed.data : null;
  const duration = facts ? isoDuration(facts.duration) : null;
  // The tuition's amounts when the CMS has them (the cost calculator's), else the key facts' texts.
  const offers: Offer[] = (
    [
      [labels.feesEu, course.tuition?.eu, facts?.tuitionFeesEu],
      [labels.feesInternational, course.tuition?.nonEu, facts?.tuitionFeesInternational],
    ] as const
  ).flatMap(([category, amount, text]) => {
    const price = amount ?? euroAmount(text);
    return price === null
      ? []
      : [{ '@type': 'Offer' as const, category, price, priceCurrency: 'EUR', description: text ?? undefined }];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    url: absoluteUrl(contentPath.course(locale, course.slug), origin),
    inLanguage: locale,
    ...(course.summary ? { description: course.summary } : {}),
    ...(course.image ? { image: absoluteUrl(course.image.src, origin) } : {}),
    ...(facts?.level ? { educationalCredentialAwarded: facts.level } : {}),
    ...(course.school
      ? {
          provider: {
            '@type': 'CollegeOrUniversity',
            name: course.school.name,
            url: absoluteUrl(contentPath.school(locale, course.school.slug), origin),
          },
        }
      : {}),
    hasCourseInstance: course.campuses.map((campus) => ({
      '@type': 'CourseInstance' as const,
      courseMode: 'Onsite',
      location: {
        '@type': 'Place' as const,
        name: campus.title,
        address: { '@type': 'PostalAddress' as const, addressLocality: campus.city, addressCountry: 'FR' },
      },
      ...(duration ? { courseWorkload: duration } : {}),
    })),
    ...(offers.length > 0 ? { offers } : {}),
  };
}

/** A school's page: the school, its campuses as places, part of the network. */
export function schoolStructuredData(
  school: School,
  networkName: string,
  locale: Locale,
  origin: string,
): WithContext<CollegeOrUniversity> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': schoolId(school.slug, locale, origin),
    name: school.name,
    url: absoluteUrl(contentPath.school(locale, school.slug), origin),
    ...(school.tagline ? { description: school.tagline } : {}),
    ...(school.logo ? { logo: absoluteUrl(school.logo.src, origin) } : {}),
    ...(school.websiteUrl ? { sameAs: [school.websiteUrl] } : {}),
    parentOrganization: { '@type': 'EducationalOrganization', name: networkName, url: origin },
    location: school.campuses.map((campus) => ({
      '@type': 'Place' as const,
      name: campus.title,
      url: absoluteUrl(contentPath.campus(locale, campus.slug), origin),
      address: { '@type': 'PostalAddress' as const, addressLocality: campus.city, addressCountry: 'FR' },
    })),
  };
}

/** A live session: an online event, its times in Paris time. */
export function liveEvent(live: Live, networkName: string, locale: Locale, origin: string): WithContext<Event> {
  const start = new Date(live.publishDate);
  const end = new Date(start.getTime() + (live.durationMinutes ?? 60) * 60_000);
  const pageUrl = absoluteUrl(contentPath.live(locale, live.slug), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: live.title,
    ...(live.description ? { description: live.description } : {}),
    startDate: parisDateTime(start.toISOString()),
    endDate: parisDateTime(end.toISOString()),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: live.registrationUrl ?? live.videoUrl ?? pageUrl },
    ...(live.posterframe ? { image: absoluteUrl(live.posterframe.src, origin) } : {}),
    organizer: { '@type': 'EducationalOrganization', name: networkName, url: origin },
    inLanguage: locale,
  };
}

// The agenda has no attendance field: editors write the place of an online event as "En ligne" /
// "Online" (or leave it empty and give its link).
const ONLINE_PLACE = /^\s*(en ligne|online)\b/i;

/**
 * An agenda event (open day, fair, webinar): at a place, or online at its link; its times in Paris
 * time, or on the clock of the place abroad it is held in (`timeZone`). Events have no page of
 * their own, so their link (registration or details) is their URL.
 */
export function agendaEvent(
  event: EventItem,
  networkName: string,
  origin: string,
  timeZone: string = PARIS_ZONE,
): WithContext<Event> {
  const online = event.location ? ONLINE_PLACE.test(event.location) : Boolean(event.url);
  const start = Date.parse(event.dateStart);
  const end = event.dateEnd ?? new Date(start + 60 * 60_000).toISOString();
  const link = event.url ? absoluteUrl(event.url, origin) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate: zonedDateTime(event.dateStart, timeZone),
    endDate: zonedDateTime(end, timeZone),
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: online
      ? { '@type': 'VirtualLocation', url: link ?? origin }
      : // The CMS has one text for the place: its address, not repeated as a name.
        { '@type': 'Place', ...(event.location ? { address: event.location } : { name: networkName }) },
    ...(link ? { url: link } : {}),
    organizer: { '@type': 'EducationalOrganization', name: networkName, url: origin },
  };
}
