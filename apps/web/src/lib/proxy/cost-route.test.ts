import { describe, expect, it } from 'vitest';
import { costCanonicalSearch, costRoute } from './cost-route';

const search = (query: string) => new URLSearchParams(query);

describe('the cost calculator’s route', () => {
  it('names the choices of a budget in its internal path', () => {
    expect(costRoute('/fr/mobile/cout-des-etudes', search(''))).toBe('/fr/mobile/cost-budget/none');
    expect(costRoute('/en/desktop/cout-des-etudes', search('course=bts-a&campus=lyon&utm_source=x'))).toBe(
      `/en/desktop/cost-budget/${encodeURIComponent('course=bts-a&campus=lyon')}`,
    );
  });

  it('answers the internal route, asked for directly, with the 404 page', () => {
    expect(costRoute('/fr/mobile/cost-budget/none', search(''))).toBe('/fr/_/_/_');
    expect(costRoute('/en/desktop/cost-budget', search(''))).toBe('/en/_/_/_');
    expect(costRoute('/fr/mobile/formations/x', search(''))).toBe('/fr/mobile/formations/x');
  });

  it('redirects choices out of their order, or of the wrong shape, to the one address, keeping other parameters', () => {
    expect(costCanonicalSearch(search('course=a&campus=lyon'))).toBeNull();
    expect(costCanonicalSearch(search(''))).toBeNull();
    expect(costCanonicalSearch(search('utm_source=x'))).toBeNull();
    expect(costCanonicalSearch(search('campus=lyon&course=a'))).toBe('?course=a&campus=lyon');
    expect(costCanonicalSearch(search('course=a&fees=martian&housing=castle&utm_source=x'))).toBe(
      '?course=a&utm_source=x',
    );
    // What a form sends without JavaScript: every field, empty ones and first choices included.
    expect(
      costCanonicalSearch(
        search('course=&level=bac-3&campus=&intake=&country=&route=full-time&fees=non-eu&housing=residence'),
      ),
    ).toBe('?level=bac-3');
    expect(costCanonicalSearch(search('route=full-time'))).toBe('');
  });
});
