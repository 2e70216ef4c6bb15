/**
 * A passkey's device as its applicant recognises it in their list ("Chrome · Android"), from the
 * browser's user agent when it was added; null when neither is recognised.
 */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    ['Edge', /Edg(?:e|A|iOS)?\//],
    ['Samsung Internet', /SamsungBrowser\//],
    ['Opera', /OPR\/|Opera/],
    ['Firefox', /Firefox\/|FxiOS\//],
    ['Chrome', /Chrome\/|CriOS\//],
    ['Safari', /Safari\//],
  ] as const;
  const system = [
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Android', /Android/],
    ['ChromeOS', /CrOS/],
    ['Windows', /Windows/],
    ['Mac', /Macintosh|Mac OS X/],
    ['Linux', /Linux/],
  ] as const;
  const found = [browser, system]
    .map((list) => list.find(([, pattern]) => pattern.test(userAgent))?.[0])
    .filter((name): name is NonNullable<typeof name> => Boolean(name));
  return found.length > 0 ? found.join(' · ') : null;
}
