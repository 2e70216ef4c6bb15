// Podman, for the images and the compose file (deploy/README.md): one-shot commands and what they
// print. Debian's podman 4.3 with runc (see `checkPodman`).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { run } from './run.mjs';

const execFileAsync = promisify(execFile);

export const PODMAN = process.env.PODMAN_PATH ?? 'podman';

/** `podman <args>`, its output shown (prefixed with `prefix`); rejects on a non-zero exit. */
export const podman = (args, options = {}) => run(PODMAN, args, options);

/** `podman <args>`'s standard output, trimmed; rejects with its standard error on a non-zero exit. */
export async function podmanOutput(args, { timeoutMs = 120_000 } = {}) {
  try {
    const { stdout } = await execFileAsync(PODMAN, args, { maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs });
    return stdout.trim();
  } catch (error) {
    throw new Error(`podman ${args.join(' ')} failed: ${(error.stderr || error.message || '').trim()}`);
  }
}

/** Whether an image of that name is in local storage. */
export async function imageExists(name) {
  try {
    await execFileAsync(PODMAN, ['image', 'exists', name]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Throws a message that says what to do where podman cannot run containers here: not installed,
 * or, on a kernel with both cgroup versions mounted (as on our machines), still on crun, which
 * fails there. Elsewhere podman's own runtime is left as it is.
 */
export function checkPodman() {
  const conf = '/etc/containers/containers.conf';
  if (!existsSync('/usr/bin/podman') && PODMAN === 'podman')
    throw new Error('No podman: apt-get install -y podman podman-compose runc mmdebstrap (.ci/run does it).');
  const hybridCgroups = existsSync('/sys/fs/cgroup/unified');
  const text = existsSync(conf) ? readFileSync(conf, 'utf8') : '';
  if (hybridCgroups && !/^\s*runtime\s*=\s*"runc"/m.test(text))
    throw new Error(
      `This kernel mounts both cgroup versions, where crun fails: ${conf} must set runtime = "runc" under [engine] (.ci/run writes it; see deploy/README.md).`,
    );
}
