import { describe, expect, it } from 'vitest';
import { workerConfig } from './worker-config';

describe('the service worker’s addresses', () => {
  it('never keeps the lead forms and the thank-you page, in either language', () => {
    expect(workerConfig().neverKept.sort()).toEqual(
      [
        '/brochure',
        '/contact',
        '/inscription',
        '/candidature',
        '/remerciement-contact',
        '/en/brochure',
        '/en/contact',
        '/en/registration',
        '/en/apply',
        '/en/thank-you',
      ].sort(),
    );
  });

  it('has an offline page in each language', () => {
    expect(workerConfig().offlinePages).toEqual({ fr: '/hors-ligne', en: '/en/offline' });
  });
});
