/**
 * The address that identifies a person, as the CMS files people: any case, stray spaces, a
 * letter composed differently (é as one code point or two) or in a compatibility form (a
 * full-width letter, a ligature), a fully-qualified domain's trailing dot: one address. A `+tag`
 * is kept.
 *
 * The CMS owns this rule (apps/cms/src/features/prospects/normalize-email.ts); this is the site's copy,
 * which tests/unit/normalize-email.test.ts holds equal to it with the same tricky addresses.
 * Change both together.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').replace(/\s+/g, '').toLowerCase().replace(/\.+$/, '');
}
