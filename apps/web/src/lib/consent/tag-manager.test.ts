import { describe, expect, it } from 'vitest';
import { isTagManagerId, resolveTagManagerId, tagManagerScriptUrl } from './tag-manager';

describe('the tag-manager container id', () => {
  it('comes from the environment first, then from the CMS website settings', () => {
    expect(resolveTagManagerId('GTM-ENV1', 'GTM-CMS1')).toEqual({ id: 'GTM-ENV1', ignored: null });
    expect(resolveTagManagerId(undefined, 'GTM-CMS1')).toEqual({ id: 'GTM-CMS1', ignored: null });
    expect(resolveTagManagerId(undefined, ' GTM-CMS1 ')).toEqual({ id: 'GTM-CMS1', ignored: null });
  });

  it('is absent when neither sets one', () => {
    expect(resolveTagManagerId(undefined, null)).toEqual({ id: null, ignored: null });
    expect(resolveTagManagerId(undefined, '  ')).toEqual({ id: null, ignored: null });
  });

  it('ignores (and reports) a CMS value that is not a container id', () => {
    for (const bad of ['UA-12345-1', 'gtm-abc', 'GTM-', 'GTM-AB C', 'G-ABC123', 'GTM-ABC"><script>']) {
      expect(resolveTagManagerId(undefined, bad)).toEqual({ id: null, ignored: bad });
    }
    // A bad CMS value does not matter when the environment sets the id.
    expect(resolveTagManagerId('GTM-ENV1', 'nonsense')).toEqual({ id: 'GTM-ENV1', ignored: null });
  });

  it('builds the script address only from a valid id', () => {
    expect(isTagManagerId('GTM-HRZN26')).toBe(true);
    expect(tagManagerScriptUrl('GTM-HRZN26')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-HRZN26');
    expect(() => tagManagerScriptUrl('GTM-X&l=evil')).toThrow();
  });
});
