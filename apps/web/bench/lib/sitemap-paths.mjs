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
  const parts = top.includes('<sitemapindex')
    ? await Promise.all(locsOf(top).map((url) => read(url.pathname + url.search)))
    : [top];
  const paths = parts.flatMap((xml) => locsOf(xml).map((url) => url.pathname + url.search));
  return [...new Set(paths)];
}
