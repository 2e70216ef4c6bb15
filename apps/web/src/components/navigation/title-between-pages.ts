import { useEffect } from 'react';

const INTERIM = 'data-interim-title';

/**
 * Keeps the document's title between two pages of a client-side navigation. Next 16 commits the
 * new page with the old page's `<title>` removed and inserts the new one a frame later (its metadata
 * streams in a boundary of its own): in between, `document.title` is empty, which Next's route
 * announcer, the history entry and the tab may read. While no title is in the head, the last one
 * stays, in a `<title>` of our own that goes as soon as the page's own arrives.
 */
export function useTitleBetweenPages(): void {
  useEffect(() => {
    const head = document.head;
    const observer = new MutationObserver((mutations) => {
      const removed = mutations
        .flatMap((mutation) => [...mutation.removedNodes])
        .findLast((node): node is HTMLTitleElement => node instanceof HTMLTitleElement && !node.hasAttribute(INTERIM));
      const titles = [...head.querySelectorAll('title')];
      const interim = titles.filter((title) => title.hasAttribute(INTERIM));
      if (titles.length > interim.length) {
        // The page's own title is there: ours goes.
        interim.forEach((title) => title.remove());
      } else if (removed && interim.length === 0 && removed.text) {
        const kept = document.createElement('title');
        kept.setAttribute(INTERIM, '');
        kept.text = removed.text;
        head.append(kept);
      }
    });
    observer.observe(head, { childList: true });
    return () => observer.disconnect();
  }, []);
}
