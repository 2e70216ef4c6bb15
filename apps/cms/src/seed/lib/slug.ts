// Small words are left out so that slugs read like the site's URLs
// ("Bachelor in Digital Marketing and E-commerce" -> bachelor-digital-marketing-e-commerce).
const SKIPPED_WORDS = new Set([
  'et',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'en',
  'a',
  'au',
  'aux',
  'and',
  'in',
  'of',
  'the',
  'for',
  'to',
]);

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !SKIPPED_WORDS.has(word))
    .join('-');
}

/** Throws when two entries of one type would share a slug in one locale (uid fields are unique per locale). */
export function assertUniqueSlugs(what: string, slugs: readonly string[]): void {
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (seen.has(slug)) throw new Error(`Duplicate ${what} slug "${slug}".`);
    seen.add(slug);
  }
}
