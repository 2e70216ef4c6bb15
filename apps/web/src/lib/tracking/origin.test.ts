import { describe, expect, it } from 'vitest';
import { originCookies, originFromCookies, originOfVisit } from './origin';

const site = ['www.horizon.example', 'localhost'];
const visit = (path: string, referrer: string | null) =>
  originOfVisit(new URL(path, 'https://www.horizon.example'), referrer, site);

describe('originOfVisit (requirements 9)', () => {
  it('names a visit without referrer "direct"', () => {
    expect(visit('/', null)).toEqual({ origin: 'direct', medium: null, source: null });
  });

  it('tells paid search (gclid) from organic search for each known engine', () => {
    expect(visit('/formations?gclid=abc', 'https://www.google.fr/')).toEqual({
      origin: 'SEARCH_google',
      medium: null,
      source: null,
    });
    expect(visit('/formations', 'https://www.google.co.uk/')).toEqual({
      origin: 'ORGANIC_google',
      medium: 'organic',
      source: 'google',
    });
    for (const [referrer, engine] of <Array<[string, string]>>[
      ['https://www.ecosia.org/', 'ecosia'],
      ['https://www.bing.com/search?q=x', 'bing'],
      ['https://www.baidu.com/', 'baidu'],
      ['https://fr.search.yahoo.com/', 'yahoo'],
      ['https://www.qwant.com/', 'qwant'],
      ['https://search.lilo.org/', 'lilo'],
    ]) {
      expect(visit('/', referrer)).toEqual({ origin: `ORGANIC_${engine}`, medium: 'organic', source: engine });
    }
  });

  it('names any other site as a referral by its host', () => {
    expect(visit('/', 'https://blog.studyabroad.example/article')).toEqual({
      origin: 'REFERRAL_blog.studyabroad.example',
      medium: 'referral',
      source: null,
    });
    // A host that merely contains an engine's name is not that engine.
    expect(visit('/', 'https://googleplex-fans.example/')).toMatchObject({
      origin: 'REFERRAL_googleplex-fans.example',
    });
  });

  it('lets utm_content name the origin and utm_medium/utm_source win over derived ones', () => {
    expect(visit('/?utm_content=salon-dakar-2026', null)).toEqual({
      origin: 'salon-dakar-2026',
      medium: null,
      source: null,
    });
    expect(visit('/?utm_content=spring&utm_medium=email&utm_source=newsletter', 'https://www.google.com/')).toEqual({
      origin: 'spring',
      medium: 'email',
      source: 'newsletter',
    });
    expect(visit('/?utm_medium=cpc', 'https://www.bing.com/')).toEqual({
      origin: 'ORGANIC_bing',
      medium: 'cpc',
      source: 'bing',
    });
  });

  it('is no new origin when the referrer is the site itself', () => {
    expect(visit('/formations?utm_content=x', 'https://www.horizon.example/')).toBeNull();
  });

  it('keeps values printable and bounded, and treats an unreadable referrer as none', () => {
    expect(visit('/?utm_content=%3Cscript%3Ealert(1)%3C/script%3E', null)?.origin).toBe('scriptalert1/script');
    expect(visit(`/?utm_source=${'a'.repeat(500)}`, null)?.source).toHaveLength(100);
    expect(visit('/', 'javascript:alert(1)')).toEqual({ origin: 'direct', medium: null, source: null });
  });
});

describe('originCookies', () => {
  const none = () => false;
  const all = () => true;

  it('stores the origin, medium and source of a visit for two days', () => {
    expect(originCookies(visit('/', 'https://www.google.com/'), none)).toEqual([
      { name: 'origine-tracking', value: 'ORGANIC_google', maxAge: 172_800 },
      { name: 'utm_medium', value: 'organic', maxAge: 172_800 },
      { name: 'utm_source', value: 'google', maxAge: 172_800 },
    ]);
  });

  it('deletes a medium and a source the new origin does not have', () => {
    expect(originCookies(visit('/', 'https://blog.example/'), all)).toEqual([
      { name: 'origine-tracking', value: 'REFERRAL_blog.example', maxAge: 172_800 },
      { name: 'utm_medium', value: 'referral', maxAge: 172_800 },
      { name: 'utm_source', value: '', maxAge: 0 },
    ]);
  });

  it('lets a visitor coming back directly keep the origin of their last campaign', () => {
    expect(originCookies(visit('/', null), all)).toEqual([]);
    expect(originCookies(visit('/', null), none)).toEqual([
      { name: 'origine-tracking', value: 'direct', maxAge: 172_800 },
    ]);
  });

  it('writes nothing when the visit comes from the site itself', () => {
    expect(originCookies(visit('/formations', 'https://www.horizon.example/'), none)).toEqual([]);
  });
});

describe('originFromCookies', () => {
  it('reads the three cookies, "direct" when there are none', () => {
    const jar: Record<string, string> = {
      'origine-tracking': 'ORGANIC_qwant',
      utm_medium: 'organic',
      utm_source: 'qwant',
    };
    expect(originFromCookies((name) => jar[name])).toEqual({
      origin: 'ORGANIC_qwant',
      medium: 'organic',
      source: 'qwant',
    });
    expect(originFromCookies(() => undefined)).toEqual({ origin: 'direct', medium: null, source: null });
  });
});
