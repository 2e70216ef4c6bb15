import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { locales } from '@/i18n/locales';
import { getWebsite } from '@/lib/cms/resources/website';
import { manifestPath, webAppManifest } from '@/lib/installable/web-app-manifest';

/** The manifest of /manifest/<locale>.webmanifest: the site's name from the CMS, its short name from the dictionary. */
export async function GET(_request: Request, { params }: RouteContext<'/manifest/[file]'>) {
  const { file } = await params;
  const locale = locales.find((candidate) => manifestPath(candidate) === `/manifest/${file}`);
  if (!locale) return new Response(null, { status: 404 });
  const [website, t] = await Promise.all([getWebsite(locale), getTranslations({ locale, namespace: 'app' })]);
  const manifest = webAppManifest(locale, {
    name: website.siteName,
    shortName: t('shortName'),
    description: website.seo?.metaDescription ?? null,
    startUrl: getPathname({ href: '/', locale }),
  });
  return Response.json(manifest, {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' },
  });
}
