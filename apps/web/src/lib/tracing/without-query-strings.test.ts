import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { scrubbed as cmsScrubbed } from '../../../../cms/src/tracing/without-query-strings';
import { scrubbed } from './without-query-strings';

// The site owns this rule; the CMS keeps a copy (two apps, no shared package), held equal here.

const span = {
  name: 'fetch GET http://cms:1337/api/figs-news?filters[slug][$eq]=x&populate=*',
  attributes: {
    'http.url': 'http://cms:1337/api/figs-news?filters[slug][$eq]=x',
    'http.target': '/news/x?utm_source=mail&email=a%40b.fr',
    'url.query': 'q=paris',
    'http.status_code': 200,
    'next.route': '/news/[slug]',
    'next.span_name': 'fetch GET http://cms:1337/api/redirects?fields[0]=from',
  },
  spanContext: () => ({ traceId: 't', spanId: 's', traceFlags: 1 }),
} as unknown as ReadableSpan;

describe.each([
  ['the site', scrubbed],
  ['the CMS', cmsScrubbed],
])('a span leaving %s', (_side, scrub) => {
  it('has no query string in its name nor in its address attributes, and keeps the rest', () => {
    const out = scrub(span);
    expect(out.name).toBe('fetch GET http://cms:1337/api/figs-news');
    expect(out.attributes).toEqual({
      'http.url': 'http://cms:1337/api/figs-news',
      'http.target': '/news/x',
      'http.status_code': 200,
      'next.route': '/news/[slug]',
      'next.span_name': 'fetch GET http://cms:1337/api/redirects',
    });
    // Its context is still the span's: the exporter reads it.
    expect(out.spanContext().spanId).toBe('s');
    expect(span.attributes['url.query']).toBe('q=paris');
  });
});
