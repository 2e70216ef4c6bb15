// A copy of the site's apps/web/src/lib/tracing/without-query-strings.ts (its owner), held equal
// by that file's unit test: the two apps share no package.
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

// Attributes that hold an address: Next writes the whole request URL in some of them.
const ADDRESS_ATTRIBUTES = new Set(['http.target', 'http.url', 'url.full', 'url.path', 'next.span_name']);
const DROPPED_ATTRIBUTES = new Set(['url.query']);

const withoutQuery = (value: string) => value.split('?')[0]!;

/** A span as exported: its name and address attributes without their query string. */
export function scrubbed(span: ReadableSpan): ReadableSpan {
  const attributes = Object.fromEntries(
    Object.entries(span.attributes)
      .filter(([key]) => !DROPPED_ATTRIBUTES.has(key))
      .map(([key, value]) => [
        key,
        ADDRESS_ATTRIBUTES.has(key) && typeof value === 'string' ? withoutQuery(value) : value,
      ]),
  );
  // The span's own methods (its context) stay reachable through the prototype.
  return Object.assign(Object.create(span) as ReadableSpan, { name: withoutQuery(span.name), attributes });
}

/**
 * Traces leave the site without query strings, as its logs do (README, "Logs"): a search, a
 * campaign's parameters or a signed link's token are what a visitor typed or was given.
 */
export function withoutQueryStrings(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => exporter.export(spans.map(scrubbed), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
