// The pages of the running site the benchmark measures, found in its own lists (the demo content).
import { fetchPage, PHONE } from './visitors.mjs';

/** The distinct pages under `listPath` a list links to, in order (the list's courses, schools, news…). */
export async function linksUnder(origin, listPath) {
  const { html } = await fetchPage(origin, listPath);
  const links = [...html.matchAll(/href="(\/[^"?#]+)"/g)].map(([, href]) => href);
  const pages = [...new Set(links.filter((href) => href.startsWith(`${listPath}/`)))];
  if (pages.length === 0) throw new Error(`${listPath} links to no page under it: is the demo content seeded?`);
  return pages;
}

/** The options a group of the course list's filter panel offers (the CMS's values). */
export async function filterOptions(origin, listPath, group) {
  const { html } = await fetchPage(origin, listPath);
  const options = [...html.matchAll(new RegExp(`name="${group}" value="([^"]+)"`, 'g'))].map(([, value]) => value);
  if (options.length === 0) throw new Error(`The filter panel of ${listPath} offers no "${group}" option.`);
  return [...new Set(options)];
}

const decode = (value) => value.replaceAll('&amp;', '&');

/**
 * The budget pages a page links to (`/cout-des-etudes?course=…&campus=…`, a course page's "detail
 * for <city>" links), in order, as the browser asks for them.
 */
export async function budgetLinksOf(origin, path) {
  const { html } = await fetchPage(origin, path);
  const links = [...html.matchAll(/href="(\/cout-des-etudes\?[^"]+)"/g)].map(([, href]) => decode(href));
  if (links.length === 0) throw new Error(`${path} links to no budget (/cout-des-etudes?…).`);
  return [...new Set(links)];
}

/** Throws unless `path` answers itself (a 200, no redirect): a canonical address. */
export async function assertCanonical(origin, path) {
  const response = await fetch(new URL(path, origin), { redirect: 'manual', headers: { 'user-agent': PHONE } });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(
      `${path} answered ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}, not itself.`,
    );
}

// Lighthouse's phone (its default mobile screen: 412 CSS pixels wide at a device pixel ratio of 1.75).
const PHONE_DEVICE_PIXELS = 412 * 1.75;

/**
 * The picture a page preloads with a high priority (the site's `ServerImage lcp`: its LCP picture),
 * as a phone gets the page: `{ srcSet, sizes, upload, phoneUrl }`, with `upload` the CMS file it is
 * made from (`/uploads/<file>`) and `phoneUrl` the candidate a phone picks for a picture as wide as
 * the screen (the narrowest at least as wide as its device pixels); null when it preloads none.
 */
export async function lcpPictureOf(origin, path) {
  const { html } = await fetchPage(origin, path);
  const tag = [...html.matchAll(/<link [^>]*>/g)]
    .map(([link]) => link)
    .find((link) => /rel="preload"/.test(link) && /as="image"/.test(link) && /fetchPriority="high"/i.test(link));
  if (!tag) return null;
  const attribute = (name) => decode(new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '');
  const srcSet = attribute('imageSrcSet');
  const candidates = srcSet
    .split(', ')
    .map((candidate) => candidate.trim().split(' '))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  const phone = candidates.find((c) => c.width >= PHONE_DEVICE_PIXELS) ?? candidates.at(-1);
  const upload = phone && new URL(phone.url, origin).searchParams.get('url');
  if (!upload?.startsWith('/uploads/')) throw new Error(`The picture ${path} preloads is not an upload: ${tag}`);
  return { srcSet, sizes: attribute('imageSizes'), upload, phoneUrl: phone.url };
}
