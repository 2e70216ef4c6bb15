export type Dictionary = { [key: string]: string | Dictionary };

/** Deep merge of two text trees where `stored` wins over `defaults` leaf by leaf. */
export function mergeDictionaries(defaults: Dictionary, stored: Dictionary): Dictionary {
  const result: Dictionary = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const base = result[key];
    result[key] =
      typeof value === 'object' && value !== null && typeof base === 'object' && base !== null
        ? mergeDictionaries(base, value)
        : value;
  }
  return result;
}
