/**
 * The address that identifies a person: what they type, in any case, with stray spaces, or with a
 * letter composed differently (é as one code point or two) is one address. A `+tag` is kept: some
 * providers deliver it to the same box, others do not, and two people may differ only by it.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}
