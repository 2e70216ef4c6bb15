import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { keepOutput } from './instance-output';

// A second CMS process, started by a test on the database of the run (or a copy of it), for what
// only a real start and stop show: work that survives a restart.

const cmsDir = join(__dirname, '../../../cms');

/** A free port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The run's database for a second CMS: on SQLite a consistent copy (two processes writing one
 * SQLite file would wait on each other's locks), on PostgreSQL the same database, which is what
 * several CMS instances share in production.
 */
export async function databaseForSecondCms(copyTo: string): Promise<Record<string, string>> {
  if (process.env.DATABASE_CLIENT === 'postgres') return {};
  // As the CMS reads it (config/database.ts): relative to its folder.
  const source = resolve(cmsDir, process.env.DATABASE_FILENAME ?? '.tmp/data.db');
  const Database = createRequire(join(cmsDir, 'package.json'))('better-sqlite3') as new (file: string) => {
    backup(target: string): Promise<unknown>;
    close(): void;
  };
  const db = new Database(source);
  try {
    await db.backup(copyTo);
  } finally {
    db.close();
  }
  return { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: copyTo };
}

export interface CmsProcess {
  url: string;
  /** Everything it printed, for its log lines. */
  output: () => string;
  stop(): Promise<void>;
}

/** Starts `strapi start` (the run's build) with the run's settings and `env` over them; waits for its health check. */
export async function startCms(env: Record<string, string>, port: number): Promise<CmsProcess> {
  const child: ChildProcess = spawn(join(cmsDir, 'node_modules/.bin/strapi'), ['start'], {
    cwd: cmsDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child, `cms-${port}`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the CMS stopped while starting:\n${output().slice(-3000)}`);
    const healthy = await fetch(`${url}/_health`).then(
      (r) => r.status === 204 || r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the CMS did not start in 2 minutes:\n${output().slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
