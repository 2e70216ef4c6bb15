import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  instantQuery,
  labelValuesQuery,
  loadDashboard,
  metricNames,
  panelsOf,
  queriesOf,
  queryVariablesOf,
  selectorsOf,
  type Dashboard,
} from '../support/grafana-dashboard';

// The Grafana dashboard (deploy/grafana/horizon.json) without Grafana or a running stack: its
// shape, its queries valid for Prometheus's own parser (promtool), and the reading of metric names
// that tests/integration/alerts.test.ts relies on to check each name against a real Prometheus.

const promtool = process.env.PROMTOOL ?? 'promtool';
const dashboard = loadDashboard();

describe('reading the metric names of a PromQL expression', () => {
  it.each([
    ['sum by (family) (rate(a_bucket{le="0.5", job=~"x|y"}[5m] offset 1h))', ['a_bucket']],
    ['histogram_quantile(0.95, sum by (le, family) (rate(b_bucket[1m])))', ['b_bucket']],
    ['sum(rate(c[1m])) without (le) / on (instance) group_left (job, version) d', ['c', 'd']],
    ['count_values("version", e) > bool 1e3', ['e']],
    ['label_replace(f, "dst", "$1", "src", "(.*)") or vector(0)', ['f']],
    ['topk(5, g @ start()) unless ignoring(a, b) h', ['g', 'h']],
    ['max_over_time(i[1h:5m]) - 0x1f * Inf + NaN', ['i']],
    ['(j{status=~"5.."} or k * 0) / sum without(instance)(l)', ['j', 'k', 'l']],
    ['avg by(job)(m:recorded:rate5m{a="}{"}) and absent(n)', ['m:recorded:rate5m', 'n']],
    ['# a comment naming not_a_metric\nsum(o)', ['o']],
  ])('%s', (expr, names) => {
    expect(metricNames(expr).sort()).toEqual(names);
  });

  it('keeps each selector whole, its label matchers as written', () => {
    expect(selectorsOf('sum(rate(a{x="}", y=~"$1"} [1m])) / on (z) b offset 5m + c {}')).toEqual([
      { name: 'a', selector: 'a{x="}", y=~"$1"}' },
      { name: 'b', selector: 'b' },
      { name: 'c', selector: 'c {}' },
    ]);
  });

  it('refuses a selector whose metric it cannot read', () => {
    expect(() => metricNames('sum(rate({__name__=~"horizon_.*"}[1m]))')).toThrow(/without a metric name/);
  });
});

describe('a dashboard query as Grafana sends it', () => {
  const withVariables: Dashboard = {
    templating: {
      list: [
        { name: 'datasource', type: 'datasource' },
        { name: 'job', type: 'query', query: { query: 'label_values(up, job)' } },
        { name: 'instance', type: 'query', query: 'label_values(up{job=~"$job"}, instance)' },
      ],
    },
  };

  it('gets durations for Grafana’s intervals and “All” for the dashboard’s variables', () => {
    expect(instantQuery('rate(a{job=~"$job", instance=~"${instance}"}[$__rate_interval])', withVariables)).toBe(
      'rate(a{job=~".*", instance=~".*"}[1m])',
    );
    expect(instantQuery('increase(a{job=~"[[job]]"}[$__range]) / ${__interval_ms}', withVariables)).toBe(
      'increase(a{job=~".*"}[1h]) / 15000',
    );
    expect(labelValuesQuery(withVariables, 'instance')).toEqual({ selector: 'up{job=~".*"}', label: 'instance' });
  });

  it('refuses a variable matched with = and a variable the dashboard does not define', () => {
    expect(() => instantQuery('a{job="$job"}', withVariables)).toThrow(/matched with =~/);
    expect(() => instantQuery('a{job=~"$jobs"}', withVariables)).toThrow(/\$jobs: no such variable/);
  });
});

describe('the Grafana dashboard (deploy/grafana/horizon.json)', () => {
  const panels = panelsOf(dashboard);
  const queries = queriesOf(dashboard);

  it('has panels, each with a query, each on the dashboard’s data source variable', () => {
    expect(panels.length).toBeGreaterThan(0);
    const rows = (dashboard.panels ?? []).filter((p) => p.type === 'row');
    // The collapsed row's panels are nested in it: they are read too.
    expect(rows.some((row) => (row.panels ?? []).length > 0)).toBe(true);
    const ids = panels.map((p) => p.id).concat(rows.map((r) => r.id));
    expect(new Set(ids).size, 'panel ids are unique').toBe(ids.length);
    for (const panel of panels) {
      expect(
        queries.filter((q) => q.panel === panel.title),
        `${panel.title} has a query`,
      ).not.toHaveLength(0);
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const target of panel.targets ?? [])
        expect(target.datasource, `${panel.title} ${target.refId}`).toEqual(panel.datasource);
    }
    expect(new Set(panels.map((p) => p.title)).size, 'panel titles are unique: the tests name panels by them').toBe(
      panels.length,
    );
  });

  it('names its variables as it defines them, each matched with =~, and reads a metric in each query', () => {
    for (const { panel, refId, expr } of queries)
      expect(metricNames(instantQuery(expr, dashboard)), `${panel} ${refId}`).not.toHaveLength(0);
    expect(queryVariablesOf(dashboard).map((name) => labelValuesQuery(dashboard, name).label)).toEqual([
      'job',
      'instance',
    ]);
  });

  it('has only queries Prometheus’s parser accepts (promtool)', () => {
    // Each query as a recording rule: promtool parses its expression as Prometheus does.
    const rules = queries.map(({ expr }, i) => ({
      record: `dashboard:query_${i}`,
      expr: instantQuery(expr, dashboard),
    }));
    const dir = mkdtempSync(join(tmpdir(), 'grafana-dashboard-'));
    try {
      writeFileSync(join(dir, 'rules.yml'), JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
      const output = execFileSync(promtool, ['check', 'rules', join(dir, 'rules.yml')], { encoding: 'utf8' });
      expect(output).toContain(`SUCCESS: ${rules.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
