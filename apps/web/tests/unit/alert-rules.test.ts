import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The alert rules (deploy/prometheus/alerts.yml), checked and unit-tested by Prometheus's own
// promtool (Debian's `prometheus` package, which .ci/run installs), and each one explained in the
// runbook it links to.

const root = join(__dirname, '../../../..');
const rules = join(root, 'deploy/prometheus/alerts.yml');
const promtool = process.env.PROMTOOL ?? 'promtool';
const run = (...args: string[]) =>
  execFileSync(promtool, args, { cwd: join(root, 'deploy/prometheus'), encoding: 'utf8' });

describe('the alert rules', () => {
  it('are valid for Prometheus', () => {
    expect(run('check', 'rules', rules)).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fire on their conditions and not on their near misses (promtool test rules)', () => {
    expect(run('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
  });

  it('each link to a section of the runbook that says what it means and what to do', () => {
    const yaml = readFileSync(rules, 'utf8');
    const runbook = readFileSync(join(root, 'docs/runbook.md'), 'utf8');
    const alerts = [...yaml.matchAll(/- alert: (\w+)/g)].map(([, name]) => name!);
    expect(alerts.length).toBeGreaterThanOrEqual(7);
    for (const alert of alerts) {
      expect(yaml, alert).toContain(`runbook: docs/runbook.md#${alert.toLowerCase()}`);
      const section = runbook.split(/^## /m).find((part) => part.startsWith(`${alert}\n`));
      expect(section, `docs/runbook.md has no "## ${alert}" section`).toBeDefined();
      expect(section, alert).toMatch(/\*\*What it means\*\*/);
      expect(section, alert).toMatch(/\*\*What to do\*\*/);
    }
  });
});
