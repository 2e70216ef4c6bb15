'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { SearchItem, SearchKind } from '@/lib/search/site-search';
import styles from './search-form.module.css';

/** Texts from the server's dictionary; `{count}` is replaced in the counts. */
export type ComboboxTexts = {
  groups: Record<SearchKind, string>;
  none: string;
  one: string;
  other: string;
};

type Suggestions = { query: string; groups: Record<SearchKind, SearchItem[]> };

const KINDS: SearchKind[] = ['course', 'campus', 'category'];
// Long enough to skip the letters of a word typed at speed, short enough to feel immediate.
const DEBOUNCE_MS = 200;
const noChanges = () => () => {};

function countText(texts: ComboboxTexts, count: number): string {
  const template = count === 0 ? texts.none : count === 1 ? texts.one : texts.other;
  return template.replace('{count}', String(count));
}

/**
 * The search box's input as an ARIA 1.2 combobox with a listbox of suggestions grouped by kind (the
 * autocomplete items of requirements 3, from /api/search). Before hydration, and without
 * JavaScript, it is the plain input of the GET form around it: the combobox roles are added only
 * once the suggestions can work. Enter on a suggestion opens it; Enter otherwise submits the form.
 */
export function SearchCombobox({
  id,
  locale,
  defaultValue,
  maxLength,
  placeholder,
  texts,
}: {
  id: string;
  locale: string;
  defaultValue: string;
  maxLength: number;
  placeholder?: string;
  texts: ComboboxTexts;
}) {
  const router = useRouter();
  const listId = useId();
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [value, setValue] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The last answer stays shown while the next one loads; under two letters there is none.
  const shown = value.trim().length >= 2 ? suggestions : null;
  const items = shown ? KINDS.flatMap((kind) => shown.groups[kind]) : [];
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q: query, locale })}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        const answer = (await response.json()) as Suggestions;
        setSuggestions({ query, groups: answer.groups });
        setActive(-1);
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to the results page.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale]);

  const choose = (item: SearchItem) => {
    setOpen(false);
    setValue('');
    router.push(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (step: number) => {
      event.preventDefault();
      if (!items.length) return;
      setOpen(true);
      setActive((current) =>
        expanded ? (current + step + items.length) % items.length : step > 0 ? 0 : items.length - 1,
      );
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(event.altKey ? 0 : 1);
      case 'ArrowUp':
        return move(-1);
      case 'Enter': {
        const item = expanded ? items[active] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setValue('');
        setActive(-1);
        return;
    }
  };

  let index = 0;
  return (
    <>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={maxLength}
        minLength={2}
        required
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
        placeholder={placeholder}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        {...(hydrated && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          onKeyDown,
          onBlur: () => setOpen(false),
          onFocus: () => setOpen(true),
        })}
      />
      {hydrated && (
        <>
          <div
            id={listId}
            role="listbox"
            // The form's label: <label id="{id}-label">.
            aria-labelledby={`${id}-label`}
            className={styles.listbox}
            hidden={!expanded}
            // Keeps the focus in the input while a suggestion is clicked.
            onMouseDown={(event) => event.preventDefault()}
          >
            {KINDS.map((kind) => {
              const group = shown?.groups[kind] ?? [];
              if (!group.length) return null;
              return (
                <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
                  <div id={`${listId}-${kind}`} role="presentation" className={styles.groupTitle}>
                    {texts.groups[kind]}
                  </div>
                  {group.map((item) => {
                    const position = index++;
                    return (
                      <div
                        key={item.path}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        className={styles.option}
                        onClick={() => choose(item)}
                        onMouseMove={() => setActive(position)}
                      >
                        {item.title}
                        {item.detail && <span className={styles.detail}> · {item.detail}</span>}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
          <div role="status" className="visually-hidden">
            {open && shown?.query === value.trim() ? countText(texts, items.length) : ''}
          </div>
        </>
      )}
    </>
  );
}
