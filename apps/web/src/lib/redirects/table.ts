import { MAX_PATH_LENGTH, normalizePath } from './normalize';

/**
 * Legacy URLs of the previous site, redirected before rendering. Rules are checked once when the
 * table is built, so that answering a request is a single Map lookup, whatever the number of rules:
 * no patterns, no chains followed at request time, nothing that can throw.
 */

export type RedirectStatus = 301 | 302 | 307 | 308;

/** A valid rule: what the JSON file and the CMS collection are meant to hold. */
export type RedirectRule = { from: string; to: string; status: RedirectStatus };

/** A rule as the versioned JSON file or the CMS gives it: not yet checked, status optional (301). */
export type RedirectRuleInput = { from: string; to: string; status?: number | null };

export type RedirectTarget = { to: string; status: number };

export type RedirectTable = {
  /**
   * Where a request for `pathname` goes, in one hop, or null when no rule matches.
   * Takes the pathname only: when the request has a query string, the caller appends it to `to`
   * (after the target's own query, if any). Never throws.
   */
  lookup(pathname: string): RedirectTarget | null;
  /** Number of rules accepted. */
  readonly size: number;
};

export type BuildRedirectTableOptions = {
  /**
   * Called once for each rule left out of the table, with why; building never throws because of a
   * rule. `rule` is the entry as the source held it, which for bad data may not even be an object.
   */
  onRejected?: (rule: RedirectRuleInput, reason: string) => void;
};

const DEFAULT_STATUS: RedirectStatus = 301;

const isRedirectStatus = (status: unknown): status is RedirectStatus =>
  status === 301 || status === 302 || status === 307 || status === 308;

/** A rule that passed its own checks, keyed for lookup; chains and loops are only known once all are merged. */
type Candidate = { rule: RedirectRuleInput; fromKey: string; to: string; toKey: string; status: RedirectStatus };

type Checked = { ok: true; candidate: Candidate } | { ok: false; reason: string };

/**
 * The table of `sources` merged in order: for the same normalized `from`, a later source wins
 * (pass `[fileRules, cmsRules]` so the CMS wins), and so does a later rule within one source.
 * A rejected rule is as if it did not exist: it does not override an earlier valid one.
 */
export function buildRedirectTable(
  sources: ReadonlyArray<ReadonlyArray<RedirectRuleInput>>,
  options: BuildRedirectTableOptions = {},
): RedirectTable {
  const reject = (rule: RedirectRuleInput, reason: string) => options.onRejected?.(rule, reason);

  const candidates = new Map<string, Candidate>();
  for (const source of sources) {
    for (const rule of source) {
      const checked = checkRule(rule);
      if (checked.ok) candidates.set(checked.candidate.fromKey, checked.candidate);
      else reject(rule, checked.reason);
    }
  }

  const targets = resolveChains(candidates, reject);
  return {
    lookup(pathname) {
      const key = normalizePath(pathname);
      return key === null ? null : (targets.get(key) ?? null);
    },
    size: targets.size,
  };
}

function checkRule(rule: RedirectRuleInput): Checked {
  if (typeof rule !== 'object' || rule === null) return { ok: false, reason: 'not a { from, to, status } object' };
  const { from, to } = rule;

  if (typeof from !== 'string') return { ok: false, reason: 'from must be a string' };
  // Lookup ignores the request's query: a query in `from` would silently match every query.
  if (/[?#]/.test(from)) {
    return { ok: false, reason: 'from must not contain a query string or fragment: rules match the path only' };
  }
  const fromKey = normalizePath(from);
  if (fromKey === null) {
    return {
      ok: false,
      reason: `from must be a path starting with "/", of at most ${MAX_PATH_LENGTH} characters, with well-formed percent-encoding`,
    };
  }

  const status = rule.status ?? DEFAULT_STATUS;
  if (!isRedirectStatus(status)) {
    return { ok: false, reason: `status must be 301, 302, 307 or 308 (got ${String(rule.status)})` };
  }

  const targetProblem = openRedirectRisk(to);
  if (targetProblem !== null) return { ok: false, reason: targetProblem };
  const toKey = normalizePath(to);
  if (toKey === null) return { ok: false, reason: 'to has malformed percent-encoding' };
  if (toKey === fromKey) return { ok: false, reason: `redirects to itself (${fromKey})` };

  return { ok: true, candidate: { rule, fromKey, to, toKey, status } };
}

/**
 * Why `to` might send visitors off this site, or null when it is a plain path of this site.
 * Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.com` and `/\t/evil.com` both
 * mean `//evil.com`: another host.
 */
function openRedirectRisk(to: unknown): string | null {
  if (typeof to !== 'string') return 'to must be a string';
  if (to.length > MAX_PATH_LENGTH) return `to is longer than ${MAX_PATH_LENGTH} characters`;
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(to)) return 'to contains whitespace or control characters';
  if (to.includes('\\')) return 'to contains a backslash, which browsers read as "/"';
  if (!to.startsWith('/')) return 'to must be a path of this site starting with "/" (no scheme, no host)';
  if (/^\/(?:\/|%2f|%5c)/i.test(to)) return 'to starts with "//", which browsers read as another host';
  return null;
}

/**
 * One hop for every rule: A→B, B→C answers A→C with A's status. Rules form a graph where each
 * node has at most one way out, so a walk from any rule either ends at a path that is no rule's
 * `from`, or comes back on itself (a loop). Each rule is walked once, iteratively: 50,000 rules in
 * one long chain cost no stack.
 */
function resolveChains(
  candidates: ReadonlyMap<string, Candidate>,
  reject: (rule: RedirectRuleInput, reason: string) => void,
): Map<string, RedirectTarget> {
  const targets = new Map<string, RedirectTarget>();
  const rejectedForLoop = new Set<string>();
  const isSettled = (key: string) => targets.has(key) || rejectedForLoop.has(key);
  const markRejected = (candidate: Candidate, reason: string) => {
    rejectedForLoop.add(candidate.fromKey);
    reject(candidate.rule, reason);
  };
  // Reused across walks: most walks are one rule long, and a large table has tens of thousands.
  const walk: Candidate[] = [];
  const onWalk = new Set<string>();

  for (const start of candidates.keys()) {
    if (isSettled(start)) continue;

    walk.length = 0;
    onWalk.clear();
    let key = start;
    let candidate = candidates.get(key);
    while (candidate !== undefined && !isSettled(key) && !onWalk.has(key)) {
      onWalk.add(key);
      walk.push(candidate);
      key = candidate.toKey;
      candidate = candidates.get(key);
    }

    if (onWalk.has(key)) {
      const loopStart = walk.findIndex((rule) => rule.fromKey === key);
      const loop = walk.slice(loopStart);
      const description = [...loop, loop[0]].map((rule) => rule?.rule.from).join(' → ');
      for (const rule of loop) markRejected(rule, `redirect loop: ${description}`);
      for (const rule of walk.slice(0, loopStart)) markRejected(rule, `leads into the redirect loop at ${key}`);
      continue;
    }
    if (rejectedForLoop.has(key)) {
      for (const rule of walk) markRejected(rule, `leads to ${key}, whose rule was rejected for a redirect loop`);
      continue;
    }

    // Backwards from the end of the walk, so that each rule extends the target of the next one.
    let next = targets.get(key)?.to ?? null;
    for (let index = walk.length - 1; index >= 0; index -= 1) {
      const rule = walk[index];
      if (rule === undefined) continue;
      const to = next === null ? rule.to : followedBy(rule.to, next);
      targets.set(rule.fromKey, Object.freeze({ to, status: rule.status }));
      next = to;
    }
  }
  return targets;
}

type TargetParts = { path: string; query: string; fragment: string };

function splitTarget(to: string): TargetParts {
  const hash = to.indexOf('#');
  const beforeFragment = hash === -1 ? to : to.slice(0, hash);
  const fragment = hash === -1 ? '' : to.slice(hash + 1);
  const question = beforeFragment.indexOf('?');
  if (question === -1) return { path: beforeFragment, query: '', fragment };
  return { path: beforeFragment.slice(0, question), query: beforeFragment.slice(question + 1), fragment };
}

/**
 * Where a visitor sent to `via` finally lands when `via` itself redirects to `next`: the caller
 * carries the query of `via` over to `next`, and browsers carry a fragment over a redirect whose
 * target has none. Resolving a chain must give the same URL as following it.
 */
function followedBy(via: string, next: string): string {
  const first = splitTarget(via);
  const last = splitTarget(next);
  const query = [last.query, first.query].filter((part) => part !== '').join('&');
  const fragment = last.fragment !== '' ? last.fragment : first.fragment;
  return `${last.path}${query === '' ? '' : `?${query}`}${fragment === '' ? '' : `#${fragment}`}`;
}
