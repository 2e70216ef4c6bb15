/** The first value of a search parameter (`?a=1&a=2` gives "1"). */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
