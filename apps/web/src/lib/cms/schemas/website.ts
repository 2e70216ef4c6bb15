import { z } from 'zod';
import { optionalMedia, type Media } from './media';
import { seoSchema } from './seo';
import { listOf, optionalText } from './fields';

const schoolRef = z.object({ name: z.string(), slug: z.string(), code: z.string().nullish(), logo: optionalMedia });

/** GET /users/me: the website settings of the service account (requirements 3, "Website"). */
export const websiteSchema = z
  .object({
    title: z.string(),
    siteName: z.string(),
    // The admin checks it; a value saved before it did is not a reason to fail every page.
    siteUrl: z.string().transform((value) => (URL.parse(value)?.protocol.startsWith('http') ? value : null)),
    productSlug: z.string(),
    tagline: optionalText,
    logo: optionalMedia,
    seo: seoSchema,
    schools: listOf(schoolRef),
    socialLinks: listOf(z.object({ network: z.string(), url: z.string() })),
    quickLinks: listOf(z.object({ label: z.string(), url: z.string() })),
    partnerFormUrl: optionalText,
    // Checked where it is used (lib/consent): a wrong id is ignored there, not a reason to fail the layout.
    tagManagerId: optionalText,
    details: optionalText,
    copyright: optionalText,
  })
  .transform((website) => ({ ...website, siteLogo: siteLogo(website.schools, website.logo) }));

/** Requirements 3: the first school's logo is the site logo, otherwise the website's own logo. */
export function siteLogo(schools: ReadonlyArray<{ logo: Media | null }>, websiteLogo: Media | null): Media | null {
  return schools[0]?.logo ?? websiteLogo;
}

export type Website = z.infer<typeof websiteSchema>;
