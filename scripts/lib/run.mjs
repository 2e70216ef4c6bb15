// Child processes for the start and test scripts: one-shot commands and long-running services
// whose output is prefixed with their name.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A TCP port free on the loopback interface now, for a throw-away server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The machine's CPU time so far, all cores summed (Linux's /proc/stat, in clock ticks): `busy`, and
 * `total` (busy and idle); null where there is no /proc/stat.
 */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time that was busy between two `cpuTicks`, or null. */
const busyShare = (from, to) =>
  from && to && to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : null;

const started = Date.now();
const cpuAtStart = cpuTicks();
/** The steps logged so far, each on its track: steps of one track follow one another, tracks run side by side. */
const marks = [];
const elapsed = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/**
 * Prints a step's title with the time since the script started. The step lasts until the next one
 * of its `track` (another pass of the tests running beside this one has its own).
 */
export function log(message, { track = '' } = {}) {
  const at = Date.now();
  marks.push({ message: track ? `${track}: ${message}` : message, at, track, cpu: cpuTicks() });
  console.log(`\x1b[1m▸ ${elapsed(at - started)} ${track ? `${track}: ` : ''}${message}\x1b[0m`);
}

/** Ends the last step of `track` without starting another. */
export function endOfSteps({ track = '' } = {}) {
  marks.push({ message: null, at: Date.now(), track, cpu: cpuTicks() });
}

/**
 * Each step logged so far, how long it took and how busy the machine's CPUs were meanwhile (all
 * steps running then included; null where it cannot tell), longest first: where a run's time went,
 * and whether it went waiting or computing.
 */
export function timeline(now = Date.now(), cpuNow = cpuTicks()) {
  return marks
    .flatMap((mark, i) => {
      if (mark.message === null) return [];
      const next = marks.slice(i + 1).find((later) => later.track === mark.track);
      return [
        {
          step: mark.message,
          seconds: Math.round(((next?.at ?? now) - mark.at) / 1000),
          cpuBusy: busyShare(mark.cpu, next ? next.cpu : cpuNow),
        },
      ];
    })
    .sort((a, b) => b.seconds - a.seconds);
}

/**
 * How busy the machine's CPUs were since the script started: `{ share, coreSeconds }`, or null.
 * /proc/stat counts in USER_HZ, 100 a second on Linux's usual builds (`getconf CLK_TCK`).
 */
export function cpuUse(ticksPerSecond = 100) {
  const now = cpuTicks();
  const share = busyShare(cpuAtStart, now);
  return share === null ? null : { share, coreSeconds: (now.busy - cpuAtStart.busy) / ticksPerSecond };
}

/**
 * Appends all `child` prints to `file` (if given). `closed()` resolves once all it printed is on
 * disk: its output read to the end, or `waitMs` after it was asked should a process it started
 * still hold that output open (what comes later is not kept).
 */
function outputToFile(child, file, waitMs = 5000) {
  if (!file) return { closed: () => Promise.resolve() };
  const output = createWriteStream(file, { flags: 'a' });
  output.on('error', (error) => console.error(`${file}: ${error.message}`));
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      if (!output.writableEnded) output.write(chunk);
    });
  const read = new Promise((resolve) => child.once('close', resolve));
  let ended = null;
  const end = () => (ended ??= new Promise((resolve) => output.end(resolve)));
  void read.then(end);
  return {
    closed: () => Promise.race([read, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]).then(end),
  };
}

/**
 * Runs a command to completion; rejects with its exit code. Its output is shown as it comes, each
 * line after `prefix` when one is given (a command running beside another), or only on failure
 * when `quiet`; with `logFile`, all of it is also appended to that file (on disk when it settles).
 */
export function run(command, args, { cwd, env = {}, quiet = false, prefix = '', logFile } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet || prefix || logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const kept = outputToFile(child, logFile);
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    } else if (prefix) {
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${prefix}] ${line}`));
    } else if (logFile) {
      child.stdout.pipe(process.stdout, { end: false });
      child.stderr.pipe(process.stderr, { end: false });
    }
    child.on('error', reject);
    // Once its output is read to the end, not only once it has exited.
    child.on('close', (code) => {
      void kept.closed().then(() => {
        if (code === 0) resolve(output);
        else {
          if (quiet) process.stderr.write(output);
          reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}`));
        }
      });
    });
  });
}

/**
 * Starts a long-running process; its lines are printed as "[name] line" (unless `silent`), and with
 * `logFile` all it prints is appended to that file. `stop()` sends `stopSignal` to its process
 * group and resolves once it has exited (SIGKILL after `stopTimeoutMs`) and its output is on disk,
 * so that what it wrote can then be removed, and its log read.
 */
export function startService(
  name,
  command,
  args,
  { cwd, env = {}, silent = false, stopSignal = 'SIGTERM', stopTimeoutMs = 10_000, logFile } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const kept = outputToFile(child, logFile);
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (!silent) console.log(`[${name}] ${line}`);
    });
  }
  let stopping = false;
  return {
    name,
    child,
    recentOutput: () => lines.join('\n'),
    /** Exited with an error, not because it was told to stop. */
    failedOnItsOwn: () => !stopping && child.exitCode !== null && child.exitCode !== 0,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        signal(stopSignal);
        const timer = setTimeout(() => signal('SIGKILL'), stopTimeoutMs);
        await exited;
        clearTimeout(timer);
      }
      await kept.closed();
    },
  };
}

/** Waits until a URL answers (any status below 500; a 2xx with `ok`), or fails after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120_000, service, ok = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) {
      throw new Error(
        `${service.name} exited (code ${service.child.exitCode}) before answering:\n${service.recentOutput()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (ok ? response.ok : response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${service ? `:\n${service.recentOutput()}` : ''}`);
}
