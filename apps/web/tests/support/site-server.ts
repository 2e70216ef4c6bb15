import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { siteProcessEnv } from '../../server/process-env.mjs';
import { testEnv } from './env';
import { keepOutput } from './instance-output';

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A TCP server that accepts connections and never answers: a CMS that is too slow. */
export async function silentServer(): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => (sockets.forEach((s) => s.destroy()), server.close()) };
}

/** The site instances this test process started and that still run. */
const running = new Set<ChildProcess>();
// One a file did not stop (its hook ran past its time before it could) goes with the file's
// process, instead of serving, and taking CPU from, the rest of the run and beyond.
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/** Another instance of the built site, with other settings (a different CMS address, say). */
export async function startSite(env: Record<string, string>): Promise<{
  url: string;
  port: number;
  /** Everything it printed (its log lines), for a test to search. */
  output: () => string;
  /** Asks it to stop (SIGTERM) and answers once it has exited, its last lines written. */
  stop: () => Promise<void>;
  crash: () => Promise<void>;
  terminate: () => Promise<number | null>;
}> {
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['server.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...siteProcessEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: testEnv.webUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child, `site-${port}`);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`site on port ${port} did not start:\n${output().slice(-3000)}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  // crash: killed without a chance to clean up, as a power cut or an out-of-memory kill would.
  const crash = () =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGKILL')),
    );
  // terminate: asked to stop as an orchestrator does (SIGTERM); answers the exit code.
  const terminate = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  const stop = async () => {
    const exited = terminate();
    // A site that does not exit on SIGTERM within its grace period is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { url, port, output, stop, crash, terminate };
}

/**
 * A TCP relay in front of a real server, which can be taken down and brought back on the same
 * port: to the site, the server behind it goes away (connection refused) and returns.
 */
export async function faultRelay(
  target: string,
): Promise<{ url: string; down: () => Promise<void>; up: () => Promise<void>; close: () => Promise<void> }> {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      server = createServer((client) => {
        const upstream = connect(Number(targetPort), hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((s) => s.destroy());
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { url: `http://127.0.0.1:${port}`, up, down, close: down };
}
