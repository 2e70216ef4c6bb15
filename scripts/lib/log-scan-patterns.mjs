// What `npm test` calls personal data in a log line (scripts/lib/log-scan.mjs). The scan owns this
// pattern, apart from the one the apps redact with (packages/shared/personal-data-patterns.js):
// sharing it, the scan was blind to exactly what the redaction lets through. So it is broader: any
// `@` as a log may spell it, and a domain of one label (`admin@localhost`, `awa.diop@example`) or
// cut short (`awa@gmail,com`). What it must not flag, it allows by name (ALLOWED), never by a
// narrower pattern. apps/web/tests/unit/log-scan.test.ts holds each form.

// An address's local part (RFC 5322's characters, in any script, and `%` for a URL's), as the
// redaction has it; the look-behind starts a match only where a local part can start.
const LOCAL = /[\p{L}\p{N}\p{M}!#$'*+^_`~.%-]/u.source;
// `@` as it reaches a log: itself, full-width (＠) or small (﹫); percent-encoded once or more
// (`%40`, `%2540`); an HTML entity, escaped again or not (`&#64;`, `&#x40;`, `&commat;`,
// `&amp;#64;`); a JavaScript or JSON escape, escaped again or not (`\u0040`, `\\u0040`, `\x40`, `\uff20`).
const AT = String.raw`(?:[@\uFF20\uFE6B]|%(?:25)*40|&(?:amp;)*(?:#0*64|#x0*40|commat);?|\\+(?:u0040|x40|u\{40\}|uff20))`;
// A domain: labels (any script) and dots (or full-width ones), one label at least starting with a
// letter. `localhost` and `example` are domains here; `1.2.3` (npm's `package@1.2.3`) and
// `127.0.0.1` (`postgres://user@127.0.0.1`) are not: none of their labels starts with a letter.
const LABEL = /[\p{L}\p{N}\p{M}-]/u.source;
const DOT = /[.\uFF0E]/u.source;
const DOMAIN = String.raw`(?:${LABEL}+${DOT})*\p{L}${LABEL}*(?:${DOT}${LABEL}+)*`;
const EMAIL_ADDRESS = String.raw`(?<!${LOCAL})${LOCAL}+${AT}${DOMAIN}`;

// A phone number as the redaction sees one: `+` then 7 to 15 digits, with what people put between
// groups; and more than it: `+` full-width, percent-encoded (`%2B`, `%252B`), an HTML entity
// (`&#43;`, `&plus;`) or an escape (`\u002b`), and up to two of spaces (`%20` in a URL), dots,
// dashes, slashes or brackets between digits (`+33 (0)6 12 34 56 78`, `%2B33%206%2012…`).
const PLUS = String.raw`(?:[+\uFF0B]|%(?:25)*2B|&(?:amp;)*(?:#0*43|#x0*2B|plus);?|\\+(?:u002B|x2B))`;
const BETWEEN = String.raw`(?:[\s.()/\u00A0\u202F-]|%(?:25)*20){0,2}`;
const PHONE_NUMBER = String.raw`${PLUS}\d(?:${BETWEEN}\d){6,14}`;

/**
 * What looks like personal data but is not, and appears in a log a pass keeps: each entry is the
 * whole text the pattern matches (compared without regard to case), and why it is allowed.
 */
export const ALLOWED = [
  // Prometheus logs its build at start (`build_context="(…, user=team+pkg-go@tracker.debian.org, …)"`,
  // level info): Debian's Go packaging team, who built the package (the containers' stand-in image
  // and `npm run start:monitored` run Debian's; the tests' own Prometheus logs from `warn`).
  { text: 'team+pkg-go@tracker.debian.org', why: "Debian's Go team, in Prometheus's build information" },
  // GitHub's SSH account, in a git dependency's address as npm prints it (`git+ssh://git@github.com/…`).
  { text: 'git@github.com', why: "GitHub's SSH account, in a git dependency's address" },
];
const allowed = new Set(ALLOWED.map((entry) => entry.text.toLowerCase()));

/** Everything the scan counts as personal data, allowed forms included: a new global pattern each call. */
export const personalData = () => new RegExp(`${EMAIL_ADDRESS}|${PHONE_NUMBER}`, 'giu');

/** The personal data in `line`: each match of `personalData` that ALLOWED does not name. */
export const personalDataIn = (line) =>
  [...line.matchAll(personalData())].map((match) => match[0]).filter((text) => !allowed.has(text.toLowerCase()));

/** `line` with each match of `personalData` replaced by `[personal data]`, for a report that must not repeat it. */
export const withoutPersonalData = (line) => line.replace(personalData(), '[personal data]');
