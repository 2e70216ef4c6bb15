// The site's addresses as its sitemap lists them: `/sitemap.xml` is an index of parts at a network's
// size (and may be one list on an older build); both are read.

const locsOf = (xml) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replaceAll('&amp;', '&')));

/** Every path of the sitemap, in its order, each once (a part of an index read after the other). */
export async function sitemapPaths(origin) {
  const read = async (path) => {
    const response = await fetch(new URL(path, origin));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  const top = await read('/sitemap.xml');
  // One part after the other, as a crawler reads them: 37 parts asked at once of a site whose cache
  // is empty are 37 CMS reads of 1,000 entries at once, which the CMS answers past the site's time-out.
  const parts = [top];
  if (top.includes('<sitemapindex')) {
    parts.length = 0;
    for (const url of locsOf(top)) parts.push(await read(url.pathname + url.search));
  }
  const paths = parts.flatMap((xml) => locsOf(xml).map((url) => url.pathname + url.search));
  return [...new Set(paths)];
}
