import { Card } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import type { Locale } from '@/i18n/locales';
import type { NewsCard } from '@/lib/cms/schemas/news';
import { formatDate } from '@/lib/format';
import { contentPath } from '@/i18n/content-paths';

/** The news page's list; it opens the page, so its first picture is the page's largest paint. */
export function NewsList({
  news,
  locale,
  headingLevel,
}: {
  news: NewsCard[];
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <CardGrid>
      {news.map((item, index) => (
        <li key={item.slug}>
          <Card
            href={contentPath.news(locale, item.slug)}
            title={item.title}
            image={item.focusImage}
            meta={
              item.publishDate ? <time dateTime={item.publishDate}>{formatDate(locale, item.publishDate)}</time> : null
            }
            text={item.excerpt}
            headingLevel={headingLevel}
            lcp={index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}
