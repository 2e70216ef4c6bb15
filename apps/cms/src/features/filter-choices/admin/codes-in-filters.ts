/** A list's filter on one field and operator, as the content manager writes it in the address. */
const FILTER_KEY = /^filters\[\$and\]\[\d+\]\[([^\]]+)\]\[\$(?:eq|ne)\]$/;

/**
 * The codes `field` is filtered on in a list's address (`?filters[$and][0][origine][$eq]=…`), as
 * the content manager reads them back (qs, which decodes as URLSearchParams does).
 */
export function codesInFilters(search: string, field: string): string[] {
  const codes = [...new URLSearchParams(search)]
    .filter(([key]) => FILTER_KEY.exec(key)?.[1] === field)
    .map(([, value]) => value);
  return [...new Set(codes)];
}
