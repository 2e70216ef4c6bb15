// The stack of compose.yaml run by podman-compose (Debian's 1.0), for the deployment tests
// (apps/web/tests/deployment) and by hand: up, its containers, its secrets, down.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseEnvText } from '../env.mjs';
import { root } from './apps.mjs';
import { BASES, imageName } from './images.mjs';
import { PODMAN, podmanOutput } from './podman.mjs';
import { run } from './run.mjs';

const execFileAsync = promisify(execFile);
const COMPOSE_FILE = join(root, 'compose.yaml');
export const PODMAN_COMPOSE = process.env.PODMAN_COMPOSE_PATH ?? 'podman-compose';

/**
 * The variables compose.yaml reads: the images this checkout built, the stand-ins of the official
 * ones when `standIns`, the ports it publishes on this machine, and with `clamavSignatures` (a
 * folder of signatures, scripts/lib/clamav-test-signatures.mjs) clamd on those, freshclam off:
 * where ClamAV's mirrors cannot be reached.
 */
export function composeVariables({ standIns, sitePort, adminPort, prometheusPort, clamavSignatures }) {
  const base = (name) => (standIns ? BASES[name].standIn : BASES[name].official);
  return {
    HORIZON_WEB_IMAGE: imageName('web'),
    HORIZON_CMS_IMAGE: imageName('cms'),
    HORIZON_VARNISH_IMAGE: imageName('varnish'),
    HORIZON_CLAMAV_IMAGE: imageName('clamav'),
    ...(clamavSignatures ? { HORIZON_CLAMAV_SIGNATURES: 'mounted', HORIZON_CLAMAV_DATABASE: clamavSignatures } : {}),
    NODE_IMAGE: base('node'),
    DEBIAN_IMAGE: base('debian'),
    POSTGRES_IMAGE: base('postgres'),
    REDIS_IMAGE: base('redis'),
    PROMETHEUS_IMAGE: base('prometheus'),
    HORIZON_SITE_PORT: String(sitePort),
    HORIZON_ADMIN_PORT: String(adminPort),
    HORIZON_PROMETHEUS_PORT: String(prometheusPort),
  };
}

/** `podman-compose -p <project> -f compose.yaml <args>` with `variables`; its output shown on failure only. */
export const compose = (project, variables, args) =>
  run(PODMAN_COMPOSE, ['-p', project, '-f', COMPOSE_FILE, ...args], { cwd: root, env: variables, quiet: true });

/** The name of the container of `service` in `project` ('' when there is none). */
export async function containerOf(project, service) {
  const names = await podmanOutput([
    'ps',
    '--all',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
    '--format',
    '{{.Names}}',
  ]);
  return names.split('\n')[0] ?? '';
}

/** `{ status, exitCode }` of a container ('missing' when there is none). */
export async function containerState(name) {
  try {
    const [status, exitCode] = (
      await podmanOutput(['inspect', '--format', '{{.State.Status}} {{.State.ExitCode}}', name])
    ).split(' ');
    return { status, exitCode: Number(exitCode) };
  } catch {
    return { status: 'missing', exitCode: null };
  }
}

/** Waits until the one-shot `service` has exited 0; throws with its last lines if it exits otherwise for good. */
export async function waitForOneShot(project, service, { timeoutMs = 600_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const name = await containerOf(project, service);
    const { status, exitCode } = name ? await containerState(name) : { status: 'missing' };
    if (status === 'exited' && exitCode === 0) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const name = await containerOf(project, service);
  throw new Error(`${service} did not end within ${timeoutMs / 1000} s:\n${await logsOf(name, 40)}`);
}

/** The last `lines` of a container's output. */
export async function logsOf(name, lines = 200) {
  if (!name) return '(no container)';
  try {
    const { stdout, stderr } = await execFileAsync(PODMAN, ['logs', '--tail', String(lines), name], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    return `(no logs: ${error.message})`;
  }
}

/** The secrets the stack generated on its first start (the `secrets` volume, read in the CMS's container). */
export async function stackSecrets(project) {
  const cms = await containerOf(project, 'cms');
  return parseEnvText(await podmanOutput(['exec', cms, 'cat', '/run/horizon/cms.env', '/run/horizon/web.env']));
}

/** Removes the stack's containers, and its volumes with `volumes`. */
export async function composeDown(project, variables, { volumes = false } = {}) {
  await compose(project, variables, ['down', ...(volumes ? ['-v'] : [])]).catch(() => {});
  // podman-compose 1.0 leaves a volume whose container it did not remove; and the network.
  if (volumes) {
    const left = await podmanOutput([
      'volume',
      'ls',
      '--quiet',
      '--filter',
      `label=io.podman.compose.project=${project}`,
    ]);
    for (const volume of left.split('\n').filter(Boolean)) await podmanOutput(['volume', 'rm', '--force', volume]);
  }
}
