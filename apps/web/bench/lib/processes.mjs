// The servers the benchmark starts: each `node <script>` in its own process group, so that it is
// stopped with whatever it started; and their resident memory, read from /proc (Linux).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts `node [nodeArgs] <script>` in `cwd`; resolves once `readyUrl` answers `readyStatus`, with `{ name, pid, stop }`. */
export async function startServer({
  name,
  cwd,
  script,
  nodeArgs = [],
  env,
  readyUrl,
  readyStatus = 200,
  timeoutMs = 120_000,
}) {
  // Something else answering there would pass for the server (which could not listen).
  if ((await statusOf(readyUrl)) !== null)
    throw new Error(`Something already answers ${readyUrl}: choose another port.`);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const recent = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      recent.push(String(chunk));
      if (recent.length > 50) recent.shift();
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = {
    name,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child.pid, 'SIGTERM');
      const stubborn = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(stubborn);
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ${name} server exited (${child.exitCode}):\n${recent.join('')}`);
    if ((await statusOf(readyUrl)) === readyStatus) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The ${name} server did not answer ${readyUrl} in ${timeoutMs / 1000} s:\n${recent.join('')}`);
    }
    await sleep(250);
  }
}

/** The status `url` answers, or null when nothing listens there. */
async function statusOf(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

const rssKiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Resident memory of a process and of the processes it started, in MiB. */
export function rssMiB(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent is the second field after the command name, which is in parentheses and may hold spaces.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // A process that ended while we read.
    }
  }
  let kib = 0;
  const visit = (id) => {
    try {
      kib += rssKiB(id);
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return kib / 1024;
}
