'use client';

import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

const PARIS = 'Europe/Paris';

/** The visitor's time zone, and the text for it (null when it is Paris time anyway). */
function visitorText(iso: string, intlLocale: string, template: string): { zone: string; text: string | null } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === PARIS) return { zone, text: null };
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  const here = format(zone);
  if (here === format(PARIS)) return { zone, text: null };
  return { zone, text: template.replace('{time}', here).replace('{zone}', zone.replace(/_/g, ' ')) };
}

/**
 * The time of a live in the visitor's own time zone, after the Paris time the server wrote: only
 * the browser knows the zone (the server's answer, cached for everyone, shows nothing here), and
 * only when it differs from Paris. `template` has `{time}` and `{zone}`.
 *
 * Worked out once the live is near the screen, when the browser is idle: a page's first
 * `Intl.DateTimeFormat` loads the locale and time-zone data, which hydration paid for every live
 * list, seen or not (the home page's is below the fold); what it cost is in
 * docs/decisions/first-load-weight.md. `data-visitor-zone` says it has been worked out.
 */
export function VisitorTime({ iso, intlLocale, template }: { iso: string; intlLocale: string; template: string }) {
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
        cancelWork = whenIdle(() => setResult(visitorText(iso, intlLocale, template)), { timeoutMs: 1000 });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelWork?.();
    };
  }, [iso, intlLocale, template]);

  return (
    <span ref={ref} data-visitor-zone={result?.zone}>
      {result?.text ? ` · ${result.text}` : null}
    </span>
  );
}
