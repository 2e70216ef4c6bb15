import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWebsite } from '@/lib/cms/resources/website';
import { siteTagManagerId } from '@/lib/consent/site-tag-manager';
import { adminToken } from '../support/admin';
import { testEnv } from '../support/env';
import { page } from '../support/site';

// The test site runs without TAG_MANAGER_ID: the container id comes from the seeded CMS.
const SEEDED_ID = 'GTM-HRZN26';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tag-manager container id', () => {
  it('is in the website settings of both languages (one value, not translated)', async () => {
    const [fr, en] = await Promise.all([getWebsite('fr'), getWebsite('en')]);
    expect(fr.tagManagerId).toBe(SEEDED_ID);
    expect(en.tagManagerId).toBe(SEEDED_ID);
    expect(siteTagManagerId(fr)).toBe(SEEDED_ID);
  });

  it('is ignored with one log line when the CMS holds something else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(siteTagManagerId({ tagManagerId: 'UA-000000-1' })).toBeNull();
    expect(siteTagManagerId({ tagManagerId: 'UA-000000-1' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('tag manager id from the CMS ignored');
    expect(siteTagManagerId({ tagManagerId: null })).toBeNull();
  });

  it('is refused by the CMS admin when it is not a container id', async () => {
    const response = await fetch(`${testEnv.cmsUrl}/content-manager/single-types/api::website.website?locale=fr`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tagManagerId: 'UA-000000-1' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { errors: Array<{ path: string[] }> } } };
    expect(body.error.details.errors.map((e) => e.path.join('.'))).toEqual(['tagManagerId']);
  });
});

describe('the pages', () => {
  it.each(['/', '/en/courses'])(
    '%s sets the Consent Mode defaults inline and never loads the tag manager from the server',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toMatch(
        /<script id="consent-defaults">[^<]*gtag\('consent','default',\{"analytics_storage":"denied"/,
      );
      expect(html).not.toMatch(/<script[^>]+googletagmanager/);
      expect(html).not.toContain('gtm.js');
    },
  );
});
