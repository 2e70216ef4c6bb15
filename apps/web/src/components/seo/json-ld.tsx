'use client';

import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines (schema.org, typed by schema-dts so a wrong property fails
 * the type check). `<` is escaped so that a CMS text cannot close the script element.
 *
 * A client component for its bytes: React's flight data then carries the object as the props of
 * one element, where a server component's script text is a string inside it, each of its quotes
 * escaped once more (twice in the document). It draws the same script on the server.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      // JSON with `<` escaped: nothing of it is read as HTML.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
