/**
 * The text of formatted date parts, with French's ordinal first day of a month ("1er juin", not
 * "1 juin": Intl writes the cardinal). It takes an Intl locale ("fr-FR") rather than the site's,
 * and imports nothing, so that the browser's code (VisitorTime) writes dates as the server does.
 */
export const joinDateParts = (intlLocale: string, parts: Intl.DateTimeFormatPart[]): string => {
  const french = intlLocale.split('-')[0]?.toLowerCase() === 'fr';
  return parts.map(({ type, value }) => (french && type === 'day' && value === '1' ? '1er' : value)).join('');
};
