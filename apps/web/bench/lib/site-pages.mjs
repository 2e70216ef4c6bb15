// The pages of the running site the benchmark measures, found in its own lists (the demo content).
import { fetchPage } from './visitors.mjs';

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
