import { describe, expect, it, vi } from 'vitest';
import { scrubbed, withoutQueryStrings } from './without-query-strings.js';

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
};

describe('a span leaving an app', () => {
  it('has no query string in its name nor in its address attributes, and keeps the rest', () => {
    const out = scrubbed(span);
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

  it('goes through the exporter scrubbed; shutdown and flush reach it', async () => {
    const exporter = { export: vi.fn(), shutdown: vi.fn(async () => {}) };
    const done = () => {};
    const wrapped = withoutQueryStrings(exporter);
    wrapped.export([span], done);
    expect(exporter.export).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'fetch GET http://cms:1337/api/figs-news' })],
      done,
    );
    await wrapped.shutdown();
    expect(exporter.shutdown).toHaveBeenCalledOnce();
    // An exporter without forceFlush: nothing to flush.
    await expect(wrapped.forceFlush()).resolves.toBeUndefined();
  });
});
