// What personal data looks like in a line of text, for both apps' logs (./redact-personal-data.js
// removes it before writing). `npm test` checks the logs with a broader pattern of its own
// (scripts/lib/log-scan-patterns.mjs), so that a form this one misses is caught, not shared.

// The characters of an address's local part (RFC 5322's, in any script, and `%` for one written
// into a URL), and of a domain's labels, in any script: accents, capitals, full-width forms.
const LOCAL = /[\p{L}\p{N}\p{M}!#$'*+^_`~.%-]/u.source;
const LABEL = /[\p{L}\p{N}\p{M}-]+/u.source;
// `@`, the full-width `＠`, or `%40` in a URL; `.` or the full-width `．`.
const AT = /(?:@|\uFF20|%40)/u.source;
const DOT = /[.\uFF0E]/u.source;
// A domain ends with a label that starts with a letter: `tool@1.2.3` (a package and its version)
// is no address. The look-behind starts a match only where a local part can start, which keeps a
// long line without an address linear.
const EMAIL_ADDRESS = String.raw`(?<!${LOCAL})${LOCAL}+${AT}(?:${LABEL}${DOT})+\p{L}[\p{L}\p{N}\p{M}-]*`;

// A number in international format: `+` then 7 to 15 digits (E.164), with spaces, dots or dashes
// between groups as people write them (`+33 6 12 34 56 78`, `+33.6.12.34.56.78`).
const PHONE_NUMBER = /\+\d(?:[ .\u00A0\u202F-]?\d){6,14}/u.source;

// A new global pattern each call: a global RegExp keeps its position between searches.
export const emailAddresses = () => new RegExp(EMAIL_ADDRESS, 'giu');

export const phoneNumbers = () => new RegExp(PHONE_NUMBER, 'gu');
