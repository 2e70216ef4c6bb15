'use client';

import { useId, useMemo, useState, useSyncExternalStore, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import styles from './lead-form.module.css';

export type CourseChoice = { id: string; title: string; schoolId: string | null; schoolName: string };

type Props = {
  courses: CourseChoice[];
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string };
  defaultValue: string;
  placeholder: string;
  searchLabel: string;
  searchHint: string;
  /** The id of the form's school field, which follows the chosen course. */
  schoolField: string | null;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const noSubscription = () => () => {};

/**
 * The courses grouped by school in a native select, which works everywhere and without
 * JavaScript. With JavaScript a search box narrows the list, accents and case aside.
 */
export function CourseSelect({
  courses,
  selectProps,
  defaultValue,
  placeholder,
  searchLabel,
  searchHint,
  schoolField,
}: Props) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(defaultValue);
  const searchId = useId();

  const groups = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    const bySchool = new Map<string, CourseChoice[]>();
    for (const course of courses) {
      const text = fold(`${course.title} ${course.schoolName}`);
      if (course.id !== selected && !words.every((word) => text.includes(word))) continue;
      bySchool.set(course.schoolName, [...(bySchool.get(course.schoolName) ?? []), course]);
    }
    return [...bySchool];
  }, [courses, query, selected]);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setSelected(event.target.value);
    const school = courses.find((course) => course.id === event.target.value)?.schoolId;
    const field = schoolField ? (event.target.form?.elements.namedItem('school') as HTMLSelectElement | null) : null;
    if (field && school) field.value = school;
  };

  return (
    <>
      {hydrated && (
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${searchId}-hint`}
            aria-controls={selectProps.id}
          />
          <p id={`${searchId}-hint`} className={styles.hint}>
            {searchHint}
          </p>
        </div>
      )}
      <select {...selectProps} defaultValue={defaultValue} onChange={onChange}>
        <option value="">{placeholder}</option>
        {groups.map(([school, list]) => (
          <optgroup key={school} label={school}>
            {list.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </>
  );
}
