'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type FormEvent, type ReactNode } from 'react';

type Props = {
  /** The list's localized path: the form's GET action without JavaScript. */
  action: string;
  /** The filters the page shows, "group=value" each: the boxes follow them after a navigation. */
  checked: string[];
  /** Apply each change at once (the sidebar beside the list); otherwise on submit (the mobile sheet). */
  autoApply?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The filter panel's form with JavaScript: applying it moves to the list's new address in the
 * page (no reload; the address, back and forward work, focus stays where it is and the result
 * count, a live region, is announced). Without JavaScript it is a plain GET form.
 */
export function FilterForm({ action, checked, autoApply = false, className, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  // Pills, reset and back/forward change the filters without this form: its boxes follow them.
  const shownKey = checked.join('&');
  useEffect(() => {
    const shown = new Set(shownKey.split('&'));
    form.current
      ?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
      .forEach((box) => (box.checked = shown.has(`${box.name}=${box.value}`)));
  }, [shownKey]);

  const apply = () => {
    if (!form.current) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') query.append(name, value);
    const search = query.toString();
    startTransition(() => router.push(search ? `${action}?${search}` : action, { scroll: false }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
    event.currentTarget.closest('dialog')?.close();
  };

  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={className}
      aria-busy={pending}
      onSubmit={submit}
      onChange={autoApply ? apply : undefined}
    >
      {children}
    </form>
  );
}
