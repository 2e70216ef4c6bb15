import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prometheusConfig, scaledRules } from '../../../../scripts/lib/prometheus.mjs';

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

  it('keep their shape when their time is divided for the live test (tests/integration/alerts.test.ts)', () => {
    const yaml = readFileSync(rules, 'utf8');
    const scaled = scaledRules(yaml, 60);
    const dir = mkdtempSync(join(tmpdir(), 'alert-rules-'));
    try {
      writeFileSync(join(dir, 'alerts.yml'), scaled);
      writeFileSync(
        join(dir, 'prometheus.yml'),
        prometheusConfig({
          jobs: { site: ['127.0.0.1:9464'], cms: [] },
          rulesFile: join(dir, 'alerts.yml'),
          interval: '1s',
        }),
      );
      expect(run('check', 'config', join(dir, 'prometheus.yml'))).toMatch(/SUCCESS: 1 rule files found/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Every duration, and every age compared in seconds, divided by 60; nothing else changed.
    expect(scaled).toContain('horizon_site_lead_outbox_oldest_age_seconds) > 10\n');
    expect(scaled).toContain('horizon_cms_crm_queue_oldest_age_seconds) > 30\n');
    expect(scaled).toContain('[5s]');
    expect(scaled).not.toMatch(/\[\d+m\]|for: \d+m/);
    const withoutTime = (text: string) =>
      text.replace(/for: \w+|\[\w+\]|_seconds\) > [\d *]+/g, '').replace(/\s+/g, ' ');
    expect(withoutTime(scaled)).toBe(withoutTime(yaml));
  });
});
