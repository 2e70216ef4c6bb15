import { describe, expect, it } from 'vitest';
import { siteLogo, websiteSchema } from './website';

const media = (url: string) => ({ src: url, alt: '', width: 10, height: 10 });

describe('site logo (requirements 3)', () => {
  it("is the first school's logo when the website has schools", () => {
    expect(siteLogo([{ logo: media('/a.png') }, { logo: media('/b.png') }], media('/site.png'))?.src).toBe('/a.png');
  });

  it("is the website's own logo otherwise", () => {
    expect(siteLogo([], media('/site.png'))?.src).toBe('/site.png');
    expect(siteLogo([{ logo: null }], media('/site.png'))?.src).toBe('/site.png');
  });

  it('reads a Strapi /users/me answer into the website settings', () => {
    const website = websiteSchema.parse({
      title: 'Horizon',
      siteName: 'Horizon Écoles',
      siteUrl: 'http://localhost:3000',
      productSlug: 'horizon',
      logo: { url: '/uploads/logo.png', alternativeText: 'Logo', width: 256, height: 256 },
      seo: null,
      schools: [],
      socialLinks: null,
    });
    expect(website.siteLogo).toEqual({ src: '/uploads/logo.png', alt: 'Logo', width: 256, height: 256 });
    expect(website.socialLinks).toEqual([]);
    expect(website.partnerFormUrl).toBeNull();
  });
});
