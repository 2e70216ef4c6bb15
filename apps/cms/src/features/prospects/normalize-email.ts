/**
 * The address that identifies a person: what they type, in any case, with stray spaces, with a
 * letter composed differently (é as one code point or two, a full-width letter), or with the
 * domain written fully qualified (`example.com.`) is one address. A `+tag` is kept: some providers
 * deliver it to the same box, others do not, and two people may differ only by it.
 *
 * The CMS owns this rule; the site keeps a copy for its outbox (apps/web/src/lib/leads/
 * normalize-email.ts), held equal to this one by apps/web/tests/unit/normalize-email.test.ts.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').replace(/\s+/g, '').toLowerCase().replace(/\.+$/, '');
}
