// What personal data looks like in a line of text. The site owns these patterns
// (apps/web/src/lib/personal-data-patterns.mjs); `npm test` scans both apps' logs with a broader
// one of its own (scripts/lib/log-scan-patterns.mjs). The CMS masks with a copy, held equal to the site's by apps/web/tests/unit/log-line-contract.test.ts
// (the apps share no package: docs/decisions/two-apps.md).

const LOCAL = /[\p{L}\p{N}\p{M}!#$'*+^_`~.%-]/u.source;
const LABEL = /[\p{L}\p{N}\p{M}-]+/u.source;
const AT = /(?:@|\uFF20|%40)/u.source;
const DOT = /[.\uFF0E]/u.source;
const EMAIL_ADDRESS = String.raw`(?<!${LOCAL})${LOCAL}+${AT}(?:${LABEL}${DOT})+\p{L}[\p{L}\p{N}\p{M}-]*`;
const PHONE_NUMBER = /\+\d(?:[ .\u00A0\u202F-]?\d){6,14}/u.source;

/** Everything shaped like an e-mail address: a new global pattern each call (a global RegExp keeps its position). */
export const emailAddresses = () => new RegExp(EMAIL_ADDRESS, 'giu');

/** Everything shaped like a phone number in international format: a new global pattern each call. */
export const phoneNumbers = () => new RegExp(PHONE_NUMBER, 'gu');
