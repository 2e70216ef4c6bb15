// `npm start`: installs, builds, seeds (first run only) and starts the CMS and the site.
import { buildCms, buildWeb, cmsDir, install, npx, root, seedCms, webDir } from './lib/apps.mjs';
import { siteProcessEnv } from '../apps/web/server/process-env.mjs';
import { ensureEnvFiles } from './env.mjs';
import { log, startService, waitForHttp } from './lib/run.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node.js 20.9 or newer is required (found ${process.versions.node}).`);
  process.exit(1);
}

// PORT chooses the site's port (default 3000); the CMS keeps its own, from apps/cms/.env.
const webPort = process.env.PORT ?? '3000';
const { cms, adminPasswordCreated } = ensureEnvFiles(root, { webPort });
const cmsUrl = `http://127.0.0.1:${cms.PORT}`;

await install(cmsDir);
await install(webDir);
await buildCms();
await buildWeb();
log('Seeding the demo content (skipped when already seeded)');
await seedCms();

const services = [];
const stopAll = () => services.forEach((s) => s.stop());
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

try {
  log('Starting the CMS');
  const strapi = startService('cms', npx, ['strapi', 'start'], {
    cwd: cmsDir,
    env: { NODE_ENV: 'production', PORT: cms.PORT },
  });
  services.push(strapi);
  await waitForHttp(`${cmsUrl}/_health`, { service: strapi });

  log('Starting the site');
  const web = startService('web', 'node', ['server.mjs'], {
    cwd: webDir,
    env: { ...siteProcessEnv(), NODE_ENV: 'production', PORT: webPort, NEXT_TELEMETRY_DISABLED: '1' },
  });
  services.push(web);
  await waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { service: web, timeoutMs: 60_000 });
} catch (error) {
  // Nothing is left running when start-up fails.
  stopAll();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`
  Site       http://localhost:${webPort}  (English: http://localhost:${webPort}/en)
  CMS admin  ${cmsUrl.replace('127.0.0.1', 'localhost')}/admin  (${cms.ADMIN_EMAIL} / ${
    adminPasswordCreated
      ? `${cms.ADMIN_PASSWORD}: generated for this install, shown once; it is ADMIN_PASSWORD in apps/cms/.env`
      : 'password: ADMIN_PASSWORD in apps/cms/.env'
  })
  Press Ctrl+C to stop both.
`);
for (const service of services)
  service.child.on('exit', (code) => (console.error(`${service.name} stopped (${code})`), stopAll(), process.exit(1)));
