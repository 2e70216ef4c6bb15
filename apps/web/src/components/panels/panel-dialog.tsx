'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './panel-dialog.module.css';

type Props = {
  /** Where the panel slides from: the right (main menu), the left (a navbar group), the bottom (mobile sheets). */
  side: 'left' | 'right' | 'bottom';
  title: string;
  closeLabel: string;
  /** The content of the button that opens the panel. */
  trigger: ReactNode;
  triggerClassName?: string;
  triggerLabel?: string;
  /**
   * Draw the content only once the panel has been opened. For a panel that repeats what the page
   * links elsewhere (the phone's menu): its markup stays out of the document, which a phone loads
   * on every first visit, and it is drawn from the page's data at the first tap.
   */
  drawnOnOpen?: boolean;
  children: ReactNode;
};

/**
 * A side panel as a native modal <dialog>: the browser traps focus inside, closes it on
 * Escape and gives focus back to the button that opened it. Page scroll is locked by CSS while
 * it is open (globals.css), and it closes when the route changes.
 */
export function PanelDialog({
  side,
  title,
  closeLabel,
  trigger,
  triggerClassName,
  triggerLabel,
  drawnOnOpen = false,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(!drawnOnOpen);
  const titleId = useId();
  const pathname = usePathname();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerLabel}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
          setOpened(true);
        }}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        className={`${styles.panel} ${styles[side]}`}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // A click on the backdrop (outside the panel's box) closes it.
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className={styles.inner}>
          <div className={styles.head}>
            <p id={titleId} className={styles.title}>
              {title}
            </p>
            <button
              type="button"
              className={styles.close}
              onClick={() => dialog.current?.close()}
              aria-label={closeLabel}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.body}>{opened && children}</div>
        </div>
      </dialog>
    </>
  );
}
