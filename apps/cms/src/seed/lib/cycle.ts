/** The item at `index` of a list read in a loop (index 3 of a 3-item list is its first item). */
export function cycle<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list.');
  return item;
}
