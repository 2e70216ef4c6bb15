/**
 * The address that identifies a person: what they type, in any case, with stray spaces, with a
 * letter composed differently (é as one code point or two, a full-width letter, a ligature), or
 * with the domain written fully qualified (`example.com.`) is one address. A `+tag` is kept: some
 * providers deliver it to the same box, others do not, and two people may differ only by it.
 */
export function normalizeEmail(email: string): string;
