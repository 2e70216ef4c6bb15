'use client';

import type { ItemList, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';

type Props = {
  /** The site's origin: schema.org wants absolute addresses. */
  origin: string;
  /** The position of the page's first course in the whole list (21 on page 2). */
  first: number;
  /** The addresses of the page's courses, in their order. */
  paths: readonly string[];
};

/**
 * The courses a page of the course list shows, as a schema.org ItemList in the "summary page"
 * form search engines document (position and address; each course has its own Course, with its
 * name, on its page). A client component although it only draws JSON-LD: what travels in the
 * page's flight data is then these paths, where a server component would send the whole JSON-LD
 * a second time beside the HTML, and the list's HTML has a budget (tests/integration/site.test.ts).
 */
export function CourseListJsonLd({ origin, first, paths }: Props) {
  const data: WithContext<ItemList> = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: first + index,
      url: new URL(path, origin).href,
    })),
  };
  return <JsonLd data={data} />;
}
