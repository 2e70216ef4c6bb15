import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The Grafana dashboard of deploy/grafana, read as Grafana reads it. No Grafana runs here, so its
// tests run each panel's queries through Prometheus itself (tests/integration/alerts.test.ts) and
// check their shape without one (tests/unit/grafana-dashboard.test.ts).

export const DASHBOARD = join(__dirname, '../../../../deploy/grafana/horizon.json');

type Datasource = { type?: string; uid?: string } | string | null;
type Target = { expr?: string; refId?: string; hide?: boolean; datasource?: Datasource };
export type Panel = {
  id?: number;
  title?: string;
  type?: string;
  datasource?: Datasource;
  targets?: Target[];
  panels?: Panel[];
};
type Variable = { name: string; type: string; definition?: string; query?: string | { query?: string } };
export type Dashboard = { uid?: string; panels?: Panel[]; templating?: { list?: Variable[] } };

export const loadDashboard = (path = DASHBOARD): Dashboard => JSON.parse(readFileSync(path, 'utf8')) as Dashboard;

/** Every panel but the rows, those a collapsed row keeps inside it included. */
export function panelsOf(dashboard: Dashboard): Panel[] {
  const walk = (panels: Panel[]): Panel[] =>
    panels.flatMap((panel) => [...(panel.type === 'row' ? [] : [panel]), ...walk(panel.panels ?? [])]);
  return walk(dashboard.panels ?? []);
}

export type DashboardQuery = { panel: string; refId: string; expr: string };

/** Every query a panel sends to Prometheus (hidden targets too: a broken one stays broken). */
export const queriesOf = (dashboard: Dashboard): DashboardQuery[] =>
  panelsOf(dashboard).flatMap((panel) =>
    (panel.targets ?? [])
      .filter((target) => typeof target.expr === 'string' && target.expr.trim() !== '')
      .map((target) => ({
        panel: panel.title ?? `panel ${panel.id}`,
        refId: target.refId ?? '?',
        expr: target.expr!,
      })),
  );

// What Grafana puts in place of its own variables, for a query evaluated at one instant.
const BUILT_INS: Record<string, string> = {
  __rate_interval: '1m',
  __interval: '15s',
  __interval_ms: '15000',
  __range: '1h',
  __range_s: '3600',
  __range_ms: '3600000',
};

const VARIABLE = /\$\{(\w+)(?::\w+)?\}|\$(\w+)|\[\[(\w+)\]\]/g;
const HAS_VARIABLE = new RegExp(VARIABLE.source);

/**
 * The query as Prometheus would get it from Grafana with every value of each variable selected:
 * Grafana's intervals as durations, the dashboard's variables as `.*` (their "All"). A variable
 * matched with `=` would get Grafana's `(a|b)` of a multiple choice and match nothing, and a name
 * the dashboard does not define is a typo: both throw.
 */
export function instantQuery(expr: string, dashboard: Dashboard): string {
  const variables = new Set(
    (dashboard.templating?.list ?? []).filter((v) => v.type !== 'datasource').map((v) => v.name),
  );
  for (const [, label, op, value] of expr.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"/g))
    if (HAS_VARIABLE.test(value!) && !op!.includes('~'))
      throw new Error(`${label}${op}"${value}": a variable is matched with =~ (it may hold several values)`);
  return expr.replace(VARIABLE, (whole, braced?: string, plain?: string, bracketed?: string) => {
    const name = (braced ?? plain ?? bracketed)!;
    if (name in BUILT_INS) return BUILT_INS[name]!;
    if (variables.has(name)) return '.*';
    throw new Error(`${whole}: no such variable in the dashboard`);
  });
}

// Names that stand where a metric could but are PromQL's own: aggregations (followed by `by`,
// `without` or their parentheses), binary operators, modifiers and the special numbers.
const NOT_METRICS = new Set([
  ...['sum', 'min', 'max', 'avg', 'group', 'stddev', 'stdvar', 'count', 'count_values', 'bottomk', 'topk'],
  ...['quantile', 'limitk', 'limit_ratio', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right'],
  ...['bool', 'and', 'or', 'unless', 'atan2', 'offset', 'start', 'end', 'inf', 'nan'],
]);

/**
 * The vector selectors of a PromQL expression (`name{matchers}`), read as Prometheus's lexer does
 * (Debian's Prometheus 2.42 has no /api/v1/parse_query): strings, label matchers, ranges and the
 * label lists of `by (…)`, `on (…)`… are blanked out (their length kept, so that positions still
 * point into the expression), then every identifier is a metric unless a parenthesis follows it (a
 * function) or it is one of PromQL's words. A selector with no name before its braces
 * (`{__name__=~"…"}`) throws: its metrics cannot be read from the text.
 */
export function selectorsOf(expr: string): Array<{ name: string; selector: string }> {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const inside = (text: string) => text[0] + blank(text.slice(1, -1)) + text.at(-1);
  const masked = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, inside)
    .replace(/#.*$/gm, blank)
    .replace(/\{[^}]*\}/g, inside)
    .replace(/\[[^\]]*\]/g, inside)
    .replace(/\b(by|without|on|ignoring|group_left|group_right)(\s*)(\([^)]*\))/gi, (_, word, space, list) => {
      return word + space + blank(list);
    });
  const selectors: Array<{ name: string; selector: string }> = [];
  // Numbers (`0.95`, `1e3`, `0x1f`, a duration after `offset`) start with a digit and are skipped whole.
  for (const token of masked.matchAll(/[A-Za-z_:][\w:]*|\d[\w.]*|\{/g)) {
    const [word] = token;
    if (word === '{') {
      if (!/[A-Za-z_:][\w:]*$/.test(masked.slice(0, token.index).trimEnd()))
        throw new Error(`${expr}: a selector without a metric name before its braces`);
      continue;
    }
    const after = token.index + word.length;
    const next = masked.slice(after).trimStart();
    if (/^\d/.test(word) || NOT_METRICS.has(word.toLowerCase()) || next.startsWith('(')) continue;
    const end = next.startsWith('{') ? masked.indexOf('}', after) + 1 : after;
    selectors.push({ name: word, selector: expr.slice(token.index, end) });
  }
  return selectors;
}

/** The metric names a PromQL expression selects (selectorsOf). */
export const metricNames = (expr: string): string[] => [...new Set(selectorsOf(expr).map(({ name }) => name))];

/** A query variable's `label_values(selector, label)`, as Grafana's Prometheus data source reads it. */
export function labelValuesQuery(dashboard: Dashboard, name: string): { selector: string; label: string } {
  const variable = dashboard.templating?.list?.find((v) => v.name === name);
  const text = typeof variable?.query === 'string' ? variable.query : (variable?.query?.query ?? '');
  const match = /^\s*label_values\(\s*(.+?)\s*,\s*(\w+)\s*\)\s*$/.exec(text);
  if (!match) throw new Error(`${name}: not a label_values(selector, label) query: ${text}`);
  return { selector: instantQuery(match[1]!, dashboard), label: match[2]! };
}

/** The dashboard's query variables (those Grafana fills from Prometheus). */
export const queryVariablesOf = (dashboard: Dashboard): string[] =>
  (dashboard.templating?.list ?? []).filter((v) => v.type === 'query').map((v) => v.name);

type Answer<T> = { status: 'success' | 'error'; data: T; errorType?: string; error?: string };

async function api<T>(prometheus: string, path: string): Promise<Answer<T>> {
  const answer = await fetch(`${prometheus}/api/v1/${path}`);
  return (await answer.json()) as Answer<T>;
}

/**
 * What is wrong with the dashboard in the Prometheus at `prometheus` (its URL), each problem
 * naming its panel: a query Prometheus refuses, a metric none of its targets exports, a selector
 * that matches no series (a label misspelt), a query with no result, a variable with no value to
 * offer. `checked` counts the
 * queries run.
 */
export async function dashboardProblems(
  prometheus: string,
  dashboard: Dashboard,
): Promise<{ checked: number; problems: string[] }> {
  const names = await api<string[]>(prometheus, 'label/__name__/values');
  if (names.status !== 'success') throw new Error(`Prometheus listed no metric names: ${names.error}`);
  const exported = new Set(names.data);
  const problems: string[] = [];
  const unmatched = async (where: string, query: string) => {
    for (const { name, selector } of selectorsOf(query)) {
      if (!exported.has(name)) {
        problems.push(`${where}: ${name} is exported by no target`);
        continue;
      }
      // A label value misspelt would go unseen where a query makes a missing series 0 (`or … * 0`).
      const series = await api<unknown[]>(prometheus, `series?match[]=${encodeURIComponent(selector)}`);
      if (series.status !== 'success' || series.data.length === 0)
        problems.push(`${where}: no series matches ${selector} (${series.error ?? 'none'})`);
    }
  };
  const queries = queriesOf(dashboard);
  for (const { panel, refId, expr } of queries) {
    const where = `panel "${panel}" (${refId})`;
    let query: string;
    try {
      query = instantQuery(expr, dashboard);
      await unmatched(where, query);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    const answer = await api<{ result: unknown[] }>(prometheus, `query?query=${encodeURIComponent(query)}`);
    if (answer.status !== 'success') problems.push(`${where}: ${answer.errorType}: ${answer.error}`);
    else if (answer.data.result.length === 0) problems.push(`${where}: no series for ${query}`);
  }
  for (const name of queryVariablesOf(dashboard)) {
    const where = `variable $${name}`;
    try {
      const { selector, label } = labelValuesQuery(dashboard, name);
      await unmatched(where, selector);
      const values = await api<string[]>(prometheus, `label/${label}/values?match[]=${encodeURIComponent(selector)}`);
      if (values.status !== 'success' || values.data.length === 0)
        problems.push(`${where}: no value of ${label} for ${selector} (${values.error ?? 'none'})`);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  return { checked: queries.length, problems };
}
