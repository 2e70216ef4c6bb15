// `npm start`: installs, builds, seeds (first run only; later, moves the demo's dates when stale)
// and starts the CMS and the site.
// `npm run start:cached` (`--varnish`) also puts Varnish in front of the site, as in production
// (deploy/varnish/site.vcl), on VARNISH_PORT (default 8080): the site's public address.
// `npm run start:monitored` (`--varnish --prometheus`) also starts Prometheus on PROMETHEUS_PORT
// (default 9090) with the repository's alert rules (deploy/prometheus/alerts.yml), scraping the
// site's and the CMS's metrics (METRICS_PORT, 9464 and 9465) and Varnish's exporter (9131).
import { buildCms, buildWeb, cmsDir, install, npx, root, seedCms, webDir } from './lib/apps.mjs';
import { siteProcessEnv } from '../apps/web/server/process-env.mjs';
import { ensureEnvFiles } from './env.mjs';
import { log, startService, waitForHttp } from './lib/run.mjs';
import { startPrometheus, startVarnishExporter } from './lib/prometheus.mjs';
import { startVarnish } from './lib/varnish.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node.js 20.9 or newer is required (found ${process.versions.node}).`);
  process.exit(1);
}

// PORT chooses the site's port (default 3000); the CMS keeps its own, from apps/cms/.env.
const webPort = process.env.PORT ?? '3000';
const monitored = process.argv.includes('--prometheus');
const varnishPort = monitored || process.argv.includes('--varnish') ? (process.env.VARNISH_PORT ?? '8080') : undefined;
const metricsPorts = monitored ? { web: '9464', cms: '9465', varnish: '9131' } : null;
const prometheusPort = process.env.PROMETHEUS_PORT ?? '9090';
// Behind Varnish the visitors' address is Varnish's, and the site purges it on each publish.
const cachedEnv = varnishPort
  ? {
      SITE_URL: `http://localhost:${varnishPort}`,
      VARNISH_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`,
      TRUSTED_PROXY_HOPS: '1',
    }
  : {};
const { cms, adminPasswordCreated } = ensureEnvFiles(root, { webPort });
const cmsUrl = `http://127.0.0.1:${cms.PORT}`;

await install(cmsDir);
await install(webDir);
await buildCms();
await buildWeb();
log('Seeding the demo content (skipped when already seeded; its dates moved to today when stale)');
await seedCms();

const services = [];
const stopAll = () => services.forEach((s) => s.stop());
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

try {
  log('Starting the CMS');
  const strapi = startService('cms', npx, ['strapi', 'start'], {
    cwd: cmsDir,
    env: { NODE_ENV: 'production', PORT: cms.PORT, ...(metricsPorts && { METRICS_PORT: metricsPorts.cms }) },
  });
  services.push(strapi);
  await waitForHttp(`${cmsUrl}/_health`, { service: strapi });

  // Before the site, which purges it from its first revalidation on.
  if (varnishPort) {
    log(`Starting Varnish on port ${varnishPort}`);
    const varnish = await startVarnish({ backendPort: webPort, port: varnishPort });
    services.push(varnish);
    if (metricsPorts) {
      log(`Starting Varnish's exporter and Prometheus on port ${prometheusPort}`);
      services.push(await startVarnishExporter({ varnishWorkDir: varnish.workDir, port: metricsPorts.varnish }));
      services.push(
        await startPrometheus({
          port: prometheusPort,
          jobs: {
            site: [`127.0.0.1:${metricsPorts.web}`],
            cms: [`127.0.0.1:${metricsPorts.cms}`],
            varnish: [`127.0.0.1:${metricsPorts.varnish}`],
          },
        }),
      );
    }
  }

  log('Starting the site');
  const web = startService('web', 'node', ['server.mjs'], {
    cwd: webDir,
    env: {
      ...siteProcessEnv(),
      ...cachedEnv,
      ...(metricsPorts && { METRICS_PORT: metricsPorts.web }),
      NODE_ENV: 'production',
      PORT: webPort,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  services.push(web);
  await waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { service: web, timeoutMs: 60_000 });
} catch (error) {
  // Nothing is left running when start-up fails.
  stopAll();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const siteUrl = `http://localhost:${varnishPort ?? webPort}`;
console.log(`
  Site       ${siteUrl}  (English: ${siteUrl}/en)${varnishPort ? `\n  Varnish    in front of the site (http://localhost:${webPort}); X-Cache says HIT or MISS` : ''}${
    metricsPorts
      ? `\n  Prometheus http://localhost:${prometheusPort}/alerts  (the alerts of deploy/prometheus/alerts.yml; docs/runbook.md)`
      : ''
  }
  CMS admin  ${cmsUrl.replace('127.0.0.1', 'localhost')}/admin  (${cms.ADMIN_EMAIL} / ${
    adminPasswordCreated
      ? `${cms.ADMIN_PASSWORD}: generated for this install, shown once; it is ADMIN_PASSWORD in apps/cms/.env`
      : 'password: ADMIN_PASSWORD in apps/cms/.env'
  })
  Press Ctrl+C to stop ${metricsPorts ? 'them all' : varnishPort ? 'all three' : 'both'}.
`);
for (const service of services)
  service.child.on('exit', (code) => (console.error(`${service.name} stopped (${code})`), stopAll(), process.exit(1)));
