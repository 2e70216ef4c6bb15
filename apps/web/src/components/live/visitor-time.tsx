'use client';

import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { visitorTimeText } from '@/lib/time/visitor-time-text';

/** The visitor's time zone, and the text for it (null when their clock reads as one the page gives). */
function visitorText(
  iso: string,
  intlLocale: string,
  template: string,
  shownZone: string | null,
): { zone: string; text: string | null } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { zone, text: visitorTimeText(iso, intlLocale, template, zone, shownZone) };
}

/**
 * A time (a live's, an event's) on the visitor's own clock, after the Paris time the server wrote
 * (and the place's, `shownZone`, when the page is about one): only the browser knows the zone (the
 * server's answer, cached for everyone, shows nothing here), and only when it differs from both. `template` has `{time}` and `{zone}`.
 *
 * Worked out once the live is near the screen, when the browser is idle: a page's first
 * `Intl.DateTimeFormat` loads the locale and time-zone data, which hydration paid for every live
 * list, seen or not (the home page's is below the fold); what it cost is in
 * docs/decisions/first-load-weight.md. `data-visitor-zone` says it has been worked out.
 */
export function VisitorTime({
  iso,
  intlLocale,
  template,
  shownZone = null,
}: {
  iso: string;
  intlLocale: string;
  template: string;
  shownZone?: string | null;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [result, setResult] = useState<{ zone: string; text: string | null } | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelWork: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelWork = whenIdle(() => setResult(visitorText(iso, intlLocale, template, shownZone)), {
          timeoutMs: 1000,
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelWork?.();
    };
  }, [iso, intlLocale, template, shownZone]);

  return (
    <span ref={ref} data-visitor-zone={result?.zone}>
      {result?.text ? ` · ${result.text}` : null}
    </span>
  );
}
