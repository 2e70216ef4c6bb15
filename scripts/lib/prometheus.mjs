// A throw-away Prometheus for `npm run start:monitored` and for the tests of the alerts: Debian's
// prometheus with the repository's rules (deploy/prometheus/alerts.yml), scraping the site's and
// the CMS's metrics listeners and Varnish's through Debian's prometheus-varnish-exporter, all on
// the loopback interface, its data in a temporary folder.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './apps.mjs';
import { freePort, startService, waitForHttp } from './run.mjs';

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const VARNISH_EXPORTER = process.env.VARNISH_EXPORTER_PATH ?? '/usr/bin/prometheus-varnish-exporter';
export const ALERT_RULES = join(root, 'deploy', 'prometheus', 'alerts.yml');

const missing = (path, pkg) =>
  new Error(`No ${pkg} at ${path}: install Debian's ${pkg} (apt-get install -y ${pkg}) or set its _PATH variable.`);

const SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 };
const seconds = (amount, unit) => Number(amount) * SECONDS[unit];

/**
 * The rules with their time divided by `factor`, for a test that cannot wait half an hour: every
 * `for:`, every range (`[5m]`) and every number compared with a `…_seconds` metric (an age). What
 * the rules say and how they combine is unchanged; promtool's tests (alerts.test.yml) check the
 * real durations.
 */
export function scaledRules(text, factor) {
  const scaled = (value) => `${Math.max(1, Math.round(value / factor))}s`;
  return text
    .replace(/^(\s+for: )(\d+)([smhd])$/gm, (_, head, amount, unit) => head + scaled(seconds(amount, unit)))
    .replace(/\[(\d+)([smhd])\]/g, (_, amount, unit) => `[${scaled(seconds(amount, unit))}]`)
    .replace(/(_seconds\)?\s*>\s*)(\d+(?:\s*\*\s*\d+)*)/g, (_, head, number) => {
      const value = number.split('*').reduce((product, part) => product * Number(part), 1);
      return head + String(Math.max(1, Math.round(value / factor)));
    });
}

/** Prometheus's configuration: every target of each job, scraped every `interval`. */
export function prometheusConfig({ jobs, rulesFile, interval = '15s' }) {
  const lines = [
    'global:',
    `  scrape_interval: ${interval}`,
    `  evaluation_interval: ${interval}`,
    'rule_files:',
    `  - ${JSON.stringify(rulesFile)}`,
    'scrape_configs:',
  ];
  for (const [job, targets] of Object.entries(jobs))
    if (targets.length > 0)
      lines.push(
        `  - job_name: ${job}`,
        '    static_configs:',
        `      - targets: [${targets.map((t) => JSON.stringify(t)).join(', ')}]`,
      );
  return `${lines.join('\n')}\n`;
}

/**
 * Debian's exporter reading a Varnish's statistics (its `-n` folder); `url` is its /metrics. With
 * `logFile`, all it prints is appended to that file (`npm test` searches it for personal data).
 */
export async function startVarnishExporter({ varnishWorkDir, port, logFile }) {
  if (!existsSync(VARNISH_EXPORTER)) throw missing(VARNISH_EXPORTER, 'prometheus-varnish-exporter');
  const listen = Number(port ?? (await freePort()));
  const service = startService(
    'varnish-exporter',
    VARNISH_EXPORTER,
    ['-n', varnishWorkDir, '-web.listen-address', `127.0.0.1:${listen}`, '-raw'],
    { silent: true, logFile },
  );
  await waitForHttp(`http://127.0.0.1:${listen}/metrics`, { service, timeoutMs: 20_000 });
  return { ...service, address: `127.0.0.1:${listen}`, url: `http://127.0.0.1:${listen}/metrics` };
}

/**
 * Prometheus on the loopback with the repository's alert rules (time divided by `timeFactor` when
 * given, for tests), scraping `jobs` ({ site: ['127.0.0.1:9464'], … }). `url` is its HTTP API.
 * With `logFile`, all it prints is appended to that file (`npm test` searches it for personal data).
 */
export async function startPrometheus({ jobs, port, interval = '15s', timeFactor, logFile }) {
  if (!existsSync(PROMETHEUS)) throw missing(PROMETHEUS, 'prometheus');
  const listen = Number(port ?? (await freePort()));
  const dir = mkdtempSync(join(tmpdir(), 'horizon-prometheus-'));
  let rulesFile = ALERT_RULES;
  if (timeFactor) {
    rulesFile = join(dir, 'alerts.yml');
    writeFileSync(rulesFile, scaledRules(readFileSync(ALERT_RULES, 'utf8'), timeFactor));
  }
  writeFileSync(join(dir, 'prometheus.yml'), prometheusConfig({ jobs, rulesFile, interval }));
  // prettier-ignore
  const args = [
    `--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${listen}`, '--log.level=warn',
  ];
  const service = startService('prometheus', PROMETHEUS, args, { silent: true, logFile });
  await waitForHttp(`http://127.0.0.1:${listen}/-/ready`, { service, timeoutMs: 30_000 });
  return {
    ...service,
    url: `http://127.0.0.1:${listen}`,
    async stop() {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
