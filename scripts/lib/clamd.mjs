// A throw-away ClamAV daemon for the tests: Debian's clamd (package clamav-daemon) on the loopback
// interface, on a free port (or TEST_CLAMD_PORT), with the signature database made for the tests
// (scripts/lib/clamav-test-signatures.mjs: the EICAR test file's).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestSignatures } from './clamav-test-signatures.mjs';
import { freePort, startService } from './run.mjs';

const CLAMD = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

/** Sends PING until clamd answers PONG (it loads its database first). */
async function waitForPong(port, service, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null)
      throw new Error(`clamd exited (code ${service.child.exitCode}):\n${service.recentOutput()}`);
    const pong = await new Promise((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.on('connect', () => socket.write('zPING\0'));
      socket.on('data', (data) => (socket.destroy(), resolve(String(data).startsWith('PONG'))));
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`clamd did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts clamd: a service of run.mjs with its `url` (the CMS's CLAMD_URL); `stop()` also removes its folder. */
export async function startClamd({ logFile } = {}) {
  if (!existsSync(CLAMD))
    throw new Error(
      `No clamd at ${CLAMD}: install Debian's clamav-daemon (apt-get install -y clamav-daemon) or set CLAMD_PATH.`,
    );
  const port = Number(process.env.TEST_CLAMD_PORT ?? (await freePort()));
  const dir = mkdtempSync(join(tmpdir(), 'horizon-clamd-'));
  writeTestSignatures(dir);
  const config = join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      'Foreground yes',
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `DatabaseDirectory ${dir}`,
      `PidFile ${join(dir, 'clamd.pid')}`,
      'LogTime yes',
      // A document is 10 MB at most; a longer stream is cut, and answered as such.
      'StreamMaxLength 12M',
      // It stays where it is started: the folder is the tests' own.
      'LocalSocket ' + join(dir, 'clamd.ctl'),
      '',
    ].join('\n'),
  );
  const service = startService('clamd', CLAMD, ['--config-file', config], { silent: true, logFile });
  await waitForPong(port, service);
  return {
    ...service,
    url: `tcp://127.0.0.1:${port}`,
    async stop() {
      const stopped = service.stop();
      rmSync(dir, { recursive: true, force: true });
      await stopped;
    },
  };
}
