/** A slug as the CMS makes them; anything else cannot name content and is answered 404 without a CMS call. */
export const isSlug = (value: string): boolean => value.length <= 200 && /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(value);
