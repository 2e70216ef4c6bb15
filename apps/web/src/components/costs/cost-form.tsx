'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { costQuery, costRequest } from '@/lib/costs/cost-request';
import styles from './costs.module.css';

/** The control to focus in the form of the budget a change leads to: a select's name, a radio's "name=value". */
let focusAfterNavigation: string | null = null;

type Option = readonly [value: string, label: string];

/** The form's choices, as data (labels in the page's language). */
export type CostFormFields = {
  course: {
    label: string;
    any: string;
    /** Said when the list holds only some of the courses: how to narrow it. */
    hint?: string;
    groups: ReadonlyArray<{ label: string; options: readonly Option[] }>;
  };
  level: { label: string; any: string; hint: string; options: readonly Option[] };
  /** Campus, intake, country: the first option is the one the budget takes when none is chosen. */
  selects: ReadonlyArray<{ name: string; label: string; hint?: string; options: readonly Option[] }>;
  radios: ReadonlyArray<{ name: string; legend: string; options: readonly Option[] }>;
};

type Props = {
  /** The calculator's localized path: the form's GET action without JavaScript. */
  action: string;
  fields: CostFormFields;
  values: Record<string, string>;
  submitLabel: string;
};

/**
 * The calculator's choices. Without JavaScript, a GET form whose answer is the budget's page;
 * with it, each change moves to that same address in the page (no reload; back returns to the
 * budget before, as the course list's filters do; the new total is announced by
 * PageStatusAnnouncer).
 */
export function CostForm({ action, fields, values, submitLabel }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  // Each budget's form is drawn with its own choices (the page keys it by them): the control that
  // was changed gets the focus back there.
  useEffect(() => {
    if (!focusAfterNavigation) return;
    const [name = '', value] = focusAfterNavigation.split('=');
    focusAfterNavigation = null;
    const selector =
      value === undefined
        ? `[name="${CSS.escape(name)}"]`
        : `[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, []);

  const apply = () => {
    if (!form.current) return;
    const asked = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') asked.set(name, value);
    // The budget's one address, as the proxy would redirect to it: no redirect on the way.
    const search = costQuery(costRequest(asked));
    startTransition(() => router.push(search ? `${action}?${search}` : action, { scroll: false }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  const change = (event: ChangeEvent<HTMLFormElement>) => {
    const control = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    focusAfterNavigation = control.type === 'radio' ? `${control.name}=${control.value}` : control.name;
    apply();
  };

  return (
    <form
      ref={form}
      method="get"
      // Without JavaScript the answer opens at the budget, below the form on a phone.
      action={`${action}#budget`}
      className={styles.form}
      aria-busy={pending}
      onSubmit={submit}
      onChange={change}
    >
      <div className={styles.selects}>
        <div>
          <label htmlFor="cost-course">{fields.course.label}</label>
          <select
            id="cost-course"
            name="course"
            defaultValue={values.course ?? ''}
            aria-describedby={fields.course.hint ? 'cost-course-hint' : undefined}
          >
            <option value="">{fields.course.any}</option>
            {fields.course.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {fields.course.hint && <small id="cost-course-hint">{fields.course.hint}</small>}
        </div>
        <div>
          <label htmlFor="cost-level">{fields.level.label}</label>
          <select id="cost-level" name="level" defaultValue={values.level ?? ''} aria-describedby="cost-level-hint">
            <option value="">{fields.level.any}</option>
            {fields.level.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <small id="cost-level-hint">{fields.level.hint}</small>
        </div>
        {fields.selects.map((select) => (
          <div key={select.name}>
            <label htmlFor={`cost-${select.name}`}>{select.label}</label>
            <select
              id={`cost-${select.name}`}
              name={select.name}
              defaultValue={values[select.name] ?? ''}
              aria-describedby={select.hint ? `cost-${select.name}-hint` : undefined}
            >
              {select.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {select.hint && <small id={`cost-${select.name}-hint`}>{select.hint}</small>}
          </div>
        ))}
      </div>
      {fields.radios.map((group) => (
        <fieldset key={group.name} className={styles.radios}>
          <legend>{group.legend}</legend>
          {group.options.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name={group.name} value={value} defaultChecked={values[group.name] === value} />
              {label}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}
