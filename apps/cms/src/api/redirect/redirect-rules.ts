// The checks the site applies when it builds its redirect table (apps/web/src/lib/redirects), run
// here when an editor saves a rule, so that a rule the site would drop is refused with a message
// instead. apps/web/tests/unit/redirect-rules.test.ts keeps both verdicts in step. This module
// imports nothing: it is also loaded by that test.

export const REDIRECT_CODES = [301, 302, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

const MAX_PATH_LENGTH = 2048;

export type RuleInput = { from?: unknown; to?: unknown; code?: unknown };
export type StoredRule = { from: string; to: string };

/** A message in both languages of the admin (its language is not known on the server). */
const both = (fr: string, en: string) => `${fr} / ${en}`;

/**
 * The lookup key of a path, as the site computes it: segments percent-decoded, lower-cased, in
 * Unicode NFC and re-encoded, empty segments dropped. Null when the path cannot name a page.
 */
export function pathKey(path: string): string | null {
  if (path.length > MAX_PATH_LENGTH) return null;
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  if (!bare.startsWith('/')) return null;
  const segments: string[] = [];
  for (const segment of bare.split('/')) {
    if (segment === '') continue;
    try {
      segments.push(encodeURIComponent(decodeURIComponent(segment).toLowerCase().normalize('NFC')));
    } catch {
      return null;
    }
  }
  return `/${segments.join('/')}`;
}

/** Why the site would not honour this rule on its own, or null when it would. */
export function ruleProblem({ from, to, code }: RuleInput): string | null {
  if (typeof from !== 'string' || from === '') {
    return both('Indiquez l’ancienne adresse.', 'Enter the former address.');
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(from) || from.startsWith('//')) {
    return both(
      `« ${from} » : indiquez seulement le chemin, sans le domaine (ex. /ancienne-page).`,
      `"${from}": enter the path only, without the domain (e.g. /old-page).`,
    );
  }
  if (/[?#]/.test(from)) {
    return both(
      `« ${from} » : pas de « ? » ni de « # » dans l’ancienne adresse ; la redirection s’applique au chemin, quels que soient les paramètres.`,
      `"${from}": no "?" or "#" in the former address; the redirect applies to the path, whatever the query.`,
    );
  }
  if (pathKey(from) === null) {
    return both(
      `« ${from} » : l’ancienne adresse doit être un chemin commençant par « / » (ex. /ancienne-page).`,
      `"${from}": the former address must be a path starting with "/" (e.g. /old-page).`,
    );
  }
  if (typeof to !== 'string' || to === '') {
    return both('Indiquez la nouvelle adresse.', 'Enter the new address.');
  }
  if (to.length > MAX_PATH_LENGTH || /[\s\u0000-\u001f\u007f-\u009f\\]/.test(to) || /^\/(?:\/|%2f|%5c)/i.test(to)) {
    return both(
      `« ${to} » : la nouvelle adresse contient des espaces, une barre oblique inverse ou commence par « // ».`,
      `"${to}": the new address contains spaces or a backslash, or starts with "//".`,
    );
  }
  if (!to.startsWith('/')) {
    return both(
      `« ${to} » : la nouvelle adresse doit être une page de ce site, sans domaine, commençant par « / » (ex. /formations).`,
      `"${to}": the new address must be a page of this site, without the domain, starting with "/" (e.g. /en/courses).`,
    );
  }
  const toKey = pathKey(to);
  if (toKey === null) {
    return both(`« ${to} » : encodage « % » invalide.`, `"${to}": invalid "%" encoding.`);
  }
  if (toKey === pathKey(from)) {
    return both('La redirection renvoie vers elle-même.', 'The redirect points to itself.');
  }
  if (!REDIRECT_CODES.includes(code as RedirectCode)) {
    return both(
      `Code ${String(code)} : choisissez 301 (définitive), 302 (temporaire), 307 ou 308.`,
      `Code ${String(code)}: choose 301 (permanent), 302 (temporary), 307 or 308.`,
    );
  }
  return null;
}

/**
 * Why `rule` cannot join `others` (the other stored rules): another rule already has the same
 * former address once normalized, or following the new address through the rules comes back to
 * the former one (a loop, which the site drops). Null when it can.
 */
export function conflictWith(rule: StoredRule, others: readonly StoredRule[]): string | null {
  const fromKey = pathKey(rule.from);
  const byKey = new Map<string, StoredRule>();
  for (const other of others) {
    const key = pathKey(other.from);
    if (key !== null) byKey.set(key, other);
  }
  if (fromKey === null) return null;
  const twin = byKey.get(fromKey);
  if (twin) {
    return both(
      `« ${twin.from} » redirige déjà la même adresse (vers ${twin.to}) : modifiez cette règle plutôt.`,
      `"${twin.from}" already redirects the same address (to ${twin.to}): edit that rule instead.`,
    );
  }
  const path = [rule.from];
  const seen = new Set<string>([fromKey]);
  let key = pathKey(rule.to);
  while (key !== null) {
    if (key === fromKey) {
      const loop = [...path, rule.from].join(' → ');
      return both(`Boucle de redirections : ${loop}.`, `Redirect loop: ${loop}.`);
    }
    if (seen.has(key)) {
      const chain = [...path, '…'].join(' → ');
      return both(
        `Cette règle mène dans une boucle de redirections : ${chain}.`,
        `This rule leads into a redirect loop: ${chain}.`,
      );
    }
    seen.add(key);
    const next = byKey.get(key);
    if (!next) return null;
    path.push(next.from);
    key = pathKey(next.to);
  }
  return null;
}
