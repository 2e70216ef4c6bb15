import { testEnv } from './env';

// The sitemap is an index of parts (docs/decisions/sitemap-index.md): /sitemap.xml lists them,
// each /sitemap/<part>.xml lists pages. These read it as a crawler does, through `base` (the site,
// or Varnish in front of it).

/** The parts' addresses the index at `base` lists, as paths. */
export async function sitemapPartPaths(base: string = testEnv.webUrl): Promise<string[]> {
  const response = await fetch(`${base}/sitemap.xml`);
  if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  if (!xml.includes('<sitemapindex')) throw new Error('/sitemap.xml is not a sitemap index');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/**
 * Every part of the sitemap at `base`, one after the other: the <url> elements of the whole
 * sitemap, for tests that read them as they read the single file it was.
 */
export async function sitemapXml(base: string = testEnv.webUrl): Promise<string> {
  const parts: string[] = [];
  for (const path of await sitemapPartPaths(base)) {
    const response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    parts.push(await response.text());
  }
  return parts.join('\n');
}

/** The paths of every page the sitemap at `base` lists ('/' for the home page). */
export async function sitemapPaths(base: string = testEnv.webUrl): Promise<string[]> {
  const xml = await sitemapXml(base);
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
}
