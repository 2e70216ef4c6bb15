// A throw-away Redis for the tests: Debian's redis-server on the loopback interface, on a free
// port (or TEST_REDIS_PORT), its files in a temporary folder, nothing saved, and the keyspace
// events of expired and evicted keys that the shared page cache listens to (Exe).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startService } from './run.mjs';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Sends PING until the server answers PONG. */
async function waitForPong(port, service, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null)
      throw new Error(`redis-server exited (code ${service.child.exitCode}):\n${service.recentOutput()}`);
    const pong = await new Promise((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => (socket.destroy(), resolve(String(data).startsWith('+PONG'))));
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`redis-server did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * Starts redis-server: a service of run.mjs with its `url`; `stop()` also removes its folder. With
 * `logFile`, all it prints is appended to that file (`npm test` searches it for personal data).
 */
export async function startRedis({ logFile } = {}) {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `No Redis at ${REDIS_SERVER}: install Debian's redis-server (apt-get install -y redis-server) or set REDIS_SERVER_PATH.`,
    );
  const port = Number(process.env.TEST_REDIS_PORT ?? (await freePort()));
  const dir = mkdtempSync(join(tmpdir(), 'horizon-redis-'));
  // prettier-ignore
  const args = [
    '--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no',
    '--notify-keyspace-events', 'Exe', '--daemonize', 'no', '--logfile', '',
  ];
  const service = startService('redis', REDIS_SERVER, args, { silent: true, logFile });
  await waitForPong(port, service);
  return {
    ...service,
    url: `redis://127.0.0.1:${port}`,
    // The folder goes at once (a caller may exit right after); the promise waits for the process and its log.
    async stop() {
      const stopped = service.stop();
      rmSync(dir, { recursive: true, force: true });
      await stopped;
    },
  };
}
