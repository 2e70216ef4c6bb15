'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SaveButton } from './save-button';

type Props = {
  /** The documentIds of the cards (`<article>`s) of `children`, in their order, comma-separated. */
  ids: string;
  label: string;
  fullText: string;
  children: ReactNode;
};

/**
 * A save button on each course card of a grid, added once the page is hydrated (without
 * JavaScript there is nothing to save to). One island a grid, given the ids once: a list page
 * carries 20 cards and is measured by its HTML, where an island a card would repeat its texts.
 */
export function CardSaveButtons({ ids, label, fullText, children }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<Element[]>([]);
  useEffect(() => {
    // The cards are the server's HTML, there once hydrated.
    setCards(Array.from(grid.current?.querySelectorAll('article') ?? []));
  }, [ids]);
  const list = ids.split(',');
  return (
    <div ref={grid}>
      {children}
      {cards.map((card, index) => {
        const id = list[index];
        return id ? createPortal(<SaveButton id={id} label={label} fullText={fullText} />, card, id) : null;
      })}
    </div>
  );
}
