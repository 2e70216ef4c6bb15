import type { Figure, Link, MenuEntry, PageBlock, Seo, SocialLink } from '../components';
import { upsertLocalized, upsertUnlocalized } from '../lib/documents';
import { seo } from '../lib/seo';
import { altOf, fileId, imageOf, type SeedContext } from '../types';
import { perLocale, type Locale } from '../bilingual';
import { UID } from '../uids';
import { HERO_SUBTITLE, HERO_TITLE, HOMEPAGE_BLOCKS, keyFigures } from '../content/homepage';
import { FOOTER, NAVBAR, type MenuSeed } from '../content/menus';
import { renderBlocks } from '../content/pages/page-blocks';
import { REDIRECTS, type RedirectSeed } from '../content/redirects';
import {
  copyright,
  HEAD_OFFICE,
  PARTNER_FORM_URL,
  PRODUCT_SLUG,
  SITE_DESCRIPTION,
  SITE_META_TITLE,
  SITE_NAME,
  SITE_TAGLINE,
  SITE_TITLE,
  SOCIAL_LINKS,
  TAG_MANAGER_ID,
  TWITTER_SITE,
  quickLinks,
} from '../content/site-settings';
import { siteUrl } from '../../env/site-url';

interface MenuFields {
  title: string;
  slug: string;
  type: 'navbar' | 'footer';
  body: MenuEntry[];
}
interface WebsiteFields {
  title: string;
  siteName: string;
  siteUrl: string;
  productSlug: string;
  tagline: string;
  logo: number;
  logoAlt: string;
  seo: Seo;
  menus: string[];
  schools: string[];
  socialLinks: SocialLink[];
  quickLinks: Link[];
  partnerFormUrl: string;
  tagManagerId: string;
  details: string;
  copyright: string;
}
interface HomepageFields {
  heroTitle: string;
  heroSubtitle: string;
  heroImage: number;
  heroImageAlt: string;
  figures: Figure[];
  blocks: PageBlock[];
  seo: Seo;
}

async function seedMenu(ctx: SeedContext, menu: MenuSeed): Promise<string> {
  return upsertLocalized(ctx, {
    uid: UID.menu,
    key: 'slug',
    data: perLocale<MenuFields>((locale) => ({
      title: menu.title[locale],
      slug: menu.slug[locale],
      type: menu.key,
      body: menu.body(locale),
    })),
  });
}

/** Navbar and footer menus, then the website settings that point to them. */
export async function seedWebsite(ctx: SeedContext): Promise<void> {
  const menus = [await seedMenu(ctx, NAVBAR), await seedMenu(ctx, FOOTER)];
  await upsertLocalized(ctx, {
    uid: UID.website,
    key: null,
    data: perLocale<WebsiteFields>((locale) => ({
      title: SITE_TITLE[locale],
      siteName: SITE_NAME[locale],
      siteUrl: siteUrl(),
      productSlug: PRODUCT_SLUG,
      tagline: SITE_TAGLINE[locale],
      logo: fileId(ctx, 'network-logo', locale),
      logoAlt: altOf(ctx, 'network-logo', locale),
      seo: {
        ...seo(locale, SITE_NAME[locale], SITE_DESCRIPTION[locale], { shareImage: imageOf(ctx, 'share', locale) }),
        metaTitle: SITE_META_TITLE[locale],
        twitterSite: TWITTER_SITE,
        metas: [
          { type: 'name', key: 'author', value: SITE_NAME.fr },
          { type: 'property', key: 'og:site_name', value: SITE_NAME[locale] },
        ],
      },
      menus,
      // The network site carries its own brand. Requirements 3: a website's first school would give it its logo.
      schools: [],
      socialLinks: SOCIAL_LINKS,
      quickLinks: quickLinks(locale),
      partnerFormUrl: PARTNER_FORM_URL,
      tagManagerId: TAG_MANAGER_ID,
      details: HEAD_OFFICE[locale],
      copyright: copyright(ctx.calendar.day.getUTCFullYear())[locale],
    })),
  });
}

export async function seedHomepage(ctx: SeedContext): Promise<void> {
  const image = (key: string, locale: Locale) => imageOf(ctx, key, locale);
  await upsertLocalized(ctx, {
    uid: UID.homepage,
    key: null,
    data: perLocale<HomepageFields>((locale) => ({
      heroTitle: HERO_TITLE[locale],
      heroSubtitle: HERO_SUBTITLE[locale],
      heroImage: fileId(ctx, 'hero', locale),
      heroImageAlt: altOf(ctx, 'hero', locale),
      figures: keyFigures(locale),
      blocks: renderBlocks(HOMEPAGE_BLOCKS, locale, image),
      seo: seo(locale, HERO_TITLE[locale], SITE_DESCRIPTION[locale], { shareImage: imageOf(ctx, 'share', locale) }),
    })),
  });
}

export async function seedRedirects(ctx: SeedContext): Promise<void> {
  for (const redirect of REDIRECTS) await upsertUnlocalized(ctx, UID.redirect, 'from', redirect);
}
