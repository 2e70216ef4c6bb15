/** Requirements 5 and 9: interface texts are at most 250 characters; a longer one shows an error naming its key. */
export const MAX_TEXT_LENGTH = 250;

export type Dictionary = { [key: string]: string | Dictionary };

export const missingText = (key: string): string => `la taxo pour ${key} n'existe pas`;
export const tooLongText = (key: string): string => `la taxo pour ${key} dépasse ${MAX_TEXT_LENGTH} caractères`;

export const isDictionary = (value: unknown): value is Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges `overrides` into `base` leaf by leaf, dropping what is neither text nor a tree. */
export function mergeDictionary(base: Dictionary, overrides: unknown): Dictionary {
  if (!isDictionary(overrides)) return base;
  const result: Dictionary = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    if (typeof value === 'string') result[key] = value;
    else if (isDictionary(value)) result[key] = mergeDictionary(isDictionary(current) ? current : {}, value);
  }
  return result;
}

/** Replaces every text longer than the limit by the error text naming its key. */
export function enforceTextLimit(tree: Dictionary, prefix = ''): Dictionary {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value !== 'string') return [key, enforceTextLimit(value, path)];
      return [key, value.length > MAX_TEXT_LENGTH ? tooLongText(path) : value];
    }),
  );
}
