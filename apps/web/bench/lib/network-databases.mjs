// The databases the network-size benchmark measures: the demo seeded once per engine, then one
// database per size, copied from it and filled by the CMS's generator (apps/cms/src/seed/network).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cmsDir } from '../../../../scripts/lib/apps.mjs';
import { startPostgres } from '../../../../scripts/lib/postgres.mjs';

const run = promisify(execFile);
const requireFromCms = createRequire(join(cmsDir, 'package.json'));

/** Runs one of the CMS's scripts (`scripts/<name>.js --built …`) on a database; resolves with its output and time. */
async function cmsScript(name, args, databaseEnv) {
  const started = Date.now();
  const { stdout } = await run(process.execPath, [join(cmsDir, 'scripts', `${name}.js`), '--built', ...args], {
    cwd: cmsDir,
    env: { ...process.env, ...databaseEnv, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { output: stdout, ms: Date.now() - started };
}

/** Compiles the CMS's TypeScript into dist/ (what its scripts run with --built), as its start would. */
export async function compileCms() {
  await run(
    process.execPath,
    ['-e', "require('@strapi/strapi').compileStrapi({ appDir: process.cwd() }).then(() => process.exit(0))"],
    {
      cwd: cmsDir,
    },
  );
}

/**
 * An engine's databases: `seed()` fills the template with the demo once; `atFraction(f)` makes a
 * database at `f` of the way to the network (0: the demo as seeded) and says how long generating
 * it took. `stop()` removes them all.
 */
export async function networkDatabases(engine) {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'horizon-network-'));
    const template = join(dir, 'seeded.db');
    return {
      engine,
      async seed() {
        return (await cmsScript('seed', [], { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: template })).ms;
      },
      async atFraction(fraction) {
        const file = join(dir, `network-${fraction}.db`);
        copyFileSync(template, file);
        const env = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file };
        const generated =
          fraction > 0 ? await cmsScript('generate-network', ['--fraction', String(fraction)], env) : null;
        return { env, generateMs: generated?.ms ?? 0, drop: () => rmSync(file, { force: true }) };
      },
      async stop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  let stopServer = async () => {};
  const server = await startPostgres({ onCleanUp: (stop) => (stopServer = stop) });
  const { Client } = requireFromCms('pg');
  const admin = async (sql) => {
    const client = new Client({ connectionString: server.url.replace(/\/[^/]+$/, '/postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const templateName = new URL(server.url).pathname.slice(1);
  const urlOf = (name) => server.url.replace(/\/[^/]+$/, `/${name}`);
  return {
    engine,
    async seed() {
      return (await cmsScript('seed', [], { DATABASE_URL: server.url })).ms;
    },
    async atFraction(fraction) {
      const name = `network_${String(fraction).replace('.', '_')}`;
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      await admin(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      const env = { DATABASE_URL: urlOf(name) };
      const generated =
        fraction > 0 ? await cmsScript('generate-network', ['--fraction', String(fraction)], env) : null;
      return { env, generateMs: generated?.ms ?? 0, drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
    },
    async stop() {
      await stopServer();
    },
  };
}
