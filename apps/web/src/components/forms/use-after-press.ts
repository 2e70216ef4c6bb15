'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns `later(update)`: runs `update` at once, or, while a mouse button or a finger is down,
 * once it is released and its click delivered.
 *
 * Pressing a control moves the focus, so the field left is checked in the middle of the press.
 * A message that appears or goes then moves the layout under the pointer: the release lands on
 * another element, and the click the visitor made (on the send button, on a checkbox) never
 * happens. A finger's tap is a mouse press too: browsers send `mousedown`, `mouseup` and `click`
 * together after it, and the focus moves at `mousedown`.
 */
export function useAfterPress(): (update: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    const down = () => {
      pressed.current = true;
    };
    // `click` follows `mouseup` in the same task: a timer set at the release runs after it.
    const up = () =>
      setTimeout(() => {
        pressed.current = false;
        for (const update of waiting.current.splice(0)) update();
      });
    window.addEventListener('mousedown', down, true);
    window.addEventListener('mouseup', up, true);
    return () => {
      window.removeEventListener('mousedown', down, true);
      window.removeEventListener('mouseup', up, true);
    };
  }, []);

  return useCallback((update: () => void) => {
    if (pressed.current) waiting.current.push(update);
    else update();
  }, []);
}
