/**
 * The numbered links of a list split into pages: the first and the last page, the current one and
 * its neighbours, and a gap for each run of pages left out. A list of a thousand pages (the news of
 * a real network) gets at most seven items, so that the links stay one line and the page stays small;
 * every page is still reached from its neighbours' links. No server-only import: pure.
 */
export type PageItem = number | 'gap';

export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages < 1) return [];
  // As many items as the longest list with gaps: every page, then.
  if (pages <= 2 * around + 5) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
