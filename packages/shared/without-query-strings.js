// Traces leave both apps without query strings, as their logs do (README, "Logs"): a search, a
// campaign's parameters or a signed link's token are what a visitor typed or was given. Written
// against the shape of OpenTelemetry's spans and exporters, without importing it: each app brings
// its own OpenTelemetry.

// Attributes that hold an address: Next writes the whole request URL in some of them.
const ADDRESS_ATTRIBUTES = new Set(['http.target', 'http.url', 'url.full', 'url.path', 'next.span_name']);
const DROPPED_ATTRIBUTES = new Set(['url.query']);

const withoutQuery = (value) => value.split('?')[0];

export function scrubbed(span) {
  const attributes = Object.fromEntries(
    Object.entries(span.attributes)
      .filter(([key]) => !DROPPED_ATTRIBUTES.has(key))
      .map(([key, value]) => [
        key,
        ADDRESS_ATTRIBUTES.has(key) && typeof value === 'string' ? withoutQuery(value) : value,
      ]),
  );
  // The span's own methods (its context) stay reachable through the prototype.
  return Object.assign(Object.create(span), { name: withoutQuery(span.name), attributes });
}

export function withoutQueryStrings(exporter) {
  return {
    export: (spans, done) => exporter.export(spans.map(scrubbed), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
