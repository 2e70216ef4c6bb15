/**
 * The XML of the sitemap's index and parts (sitemaps.org, with Google's xhtml:link for the
 * languages), as Next writes a sitemap route's: Next 16 writes no index (docs/decisions/sitemap-index.md).
 * No server-only import: pure.
 */

/** One address of a part: the page, its date, and the page in each language (hreflang → URL). */
export type SitemapUrl = { url: string; lastModified?: string; languages: Record<string, string> };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A part: a <urlset> of `urls`. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  let xml = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for (const { url, lastModified, languages } of urls) {
    xml += `<url>\n<loc>${escape(url)}</loc>\n`;
    for (const [lang, href] of Object.entries(languages))
      xml += `<xhtml:link rel="alternate" hreflang="${escape(lang)}" href="${escape(href)}" />\n`;
    if (lastModified) xml += `<lastmod>${escape(lastModified)}</lastmod>\n`;
    xml += '</url>\n';
  }
  return `${xml}</urlset>\n`;
}

/** The index: a <sitemapindex> of the parts' addresses. */
export function sitemapIndexXml(parts: readonly string[]): string {
  let xml = `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const part of parts) xml += `<sitemap>\n<loc>${escape(part)}</loc>\n</sitemap>\n`;
  return `${xml}</sitemapindex>\n`;
}
