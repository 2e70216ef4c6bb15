// A throw-away Varnish in front of a site, for the tests and for `npm run start:cached`: Debian's
// varnishd 7.1 (with varnish-modules for xkey and var) on the loopback interface, on a free port (or
// `port`), with the repository's configuration (deploy/varnish/site.vcl), a backend.vcl written
// for `backendPort` and an unavailable.vcl naming a copy of the site's pages for when it is away
// (the site's build writes them), its working folder in a temporary folder.
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, webDir } from './apps.mjs';
import { freePort, startService } from './run.mjs';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const VCL_DIR = join(root, 'deploy', 'varnish');

/** The backend declaration site.vcl includes: the site on the loopback, probed on its readiness (503 while it starts or stops). */
export const backendVcl = (port, host = '127.0.0.1') =>
  `backend site {\n  .host = "${host}";\n  .port = "${port}";\n  .first_byte_timeout = 30s;\n` +
  `  .probe = { .url = "/api/health/ready"; .interval = 2s; .timeout = 2s; .window = 3; .threshold = 2; }\n}\n`;

/** Where the site's build (apps/web/scripts/build-server.mjs) writes its pages for when it is away. */
export const UNAVAILABLE_PAGES = join(webDir, '.server', 'unavailable');

/** The include of site.vcl that names the folder of those pages. */
export const unavailableVcl = (folder) =>
  `# The site's pages for when it is away, read when the configuration is loaded.\n` +
  `sub vcl_init {\n  var.global_set("unavailable-pages", "${folder}");\n}\n`;

/** Waits until Varnish answers on `port` (any status: the site behind it may still be starting). */
async function waitForVarnish(port, service, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null)
      throw new Error(`varnishd exited (code ${service.child.exitCode}):\n${service.recentOutput()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`varnishd did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts varnishd in front of the site on `backendPort`: a service of run.mjs with its `url`; with
 * `logFile`, all it prints is appended to that file (`npm test` searches it for personal data).
 */
export async function startVarnish({ backendPort, port, logFile } = {}) {
  if (!existsSync(VARNISHD))
    throw new Error(
      `No Varnish at ${VARNISHD}: install Debian's varnish and varnish-modules (apt-get install -y varnish varnish-modules) or set VARNISHD_PATH.`,
    );
  // site.vcl will not load without them.
  if (!existsSync(join(UNAVAILABLE_PAGES, 'fr.html')))
    throw new Error(
      `No pages for when the site is away in ${UNAVAILABLE_PAGES}: build the site first (npm run build:server in apps/web).`,
    );
  // Not TEST_VARNISH_PORT: the tests that start a Varnish of their own would take the pass's port
  // from their environment (scripts/test.mjs gives that port to the pass's Varnish).
  const listen = Number(port ?? (await freePort()));
  const dir = mkdtempSync(join(tmpdir(), 'horizon-varnish-'));
  // Varnish compiles the configuration as its own unprivileged user.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'backend.vcl'), backendVcl(backendPort), { mode: 0o644 });
  // A copy: a build that replaces the site's folder while this Varnish runs takes nothing from it.
  cpSync(UNAVAILABLE_PAGES, join(dir, 'unavailable'), { recursive: true });
  writeFileSync(join(dir, 'unavailable.vcl'), unavailableVcl(join(dir, 'unavailable')), { mode: 0o644 });
  // prettier-ignore
  const args = [
    '-F', '-a', `127.0.0.1:${listen}`, '-n', join(dir, 'work'), '-s', 'malloc,256m',
    '-p', `vcl_path=${dir}:${VCL_DIR}:/usr/share/varnish/vcl`, '-f', join(VCL_DIR, 'site.vcl'),
  ];
  const service = startService('varnish', VARNISHD, args, { silent: true, logFile });
  await waitForVarnish(listen, service);
  return {
    ...service,
    url: `http://127.0.0.1:${listen}`,
    /** Its working folder, for varnishstat and varnishlog (`-n`). */
    workDir: join(dir, 'work'),
    // The folder goes at once (a caller may exit right after); the promise waits for the process and its log.
    async stop() {
      const stopped = service.stop();
      rmSync(dir, { recursive: true, force: true });
      await stopped;
    },
  };
}
