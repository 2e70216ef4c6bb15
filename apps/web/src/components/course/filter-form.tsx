'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type FormEvent, type ReactNode } from 'react';

/** The box to focus in the panel of the page a change leads to ("group=value"). */
let focusAfterNavigation: string | null = null;

/** A group of boxes, as data: the page's flight data carries it once, not as markup besides the HTML. */
export type FilterFieldset = {
  name: string;
  legend: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  checked: readonly string[];
};

type Props = {
  /** The list's localized path: the form's GET action without JavaScript. */
  action: string;
  /** Apply each change at once (the sidebar beside the list); otherwise on submit (the mobile sheet). */
  autoApply?: boolean;
  className?: string;
  fieldsets: readonly FilterFieldset[];
  /** The panel's buttons, after the boxes. */
  children: ReactNode;
};

/**
 * The filter panel's form with JavaScript: applying it moves to the list's new address in the
 * page (no reload; the address, back and forward work, the focus stays on the box changed and the
 * result count is announced, see PageStatusAnnouncer). Without JavaScript it is a plain GET form.
 */
export function FilterForm({ action, autoApply = false, className, fieldsets, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  // Each view of the list is a page of its own: applying a change mounts a new page, with a new
  // panel. The box that was changed gets the focus back there.
  useEffect(() => {
    if (!focusAfterNavigation) return;
    const [name = '', value = ''] = focusAfterNavigation.split('=');
    focusAfterNavigation = null;
    form.current
      ?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`)
      ?.focus();
  }, []);

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
      onChange={
        autoApply
          ? (event) => {
              const box = event.target as HTMLInputElement;
              focusAfterNavigation = `${box.name}=${box.value}`;
              apply();
            }
          : undefined
      }
    >
      {fieldsets.map((fieldset) => (
        <fieldset key={fieldset.name}>
          <legend>{fieldset.legend}</legend>
          {fieldset.options.map(([value, label]) => (
            // The label wraps its box: no id to keep unique across the page's two panels.
            <label key={value}>
              <input
                type="checkbox"
                name={fieldset.name}
                value={value}
                defaultChecked={fieldset.checked.includes(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
      {children}
    </form>
  );
}
