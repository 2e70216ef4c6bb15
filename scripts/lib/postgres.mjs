// A throw-away PostgreSQL server for the tests: a cluster made by initdb in a temporary folder,
// listening on a loopback port and on a unix socket in that folder, with one database for Strapi.
// `stop()` shuts it down and deletes the folder.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, run, startService } from './run.mjs';

const USER = 'strapi';
const DATABASE = 'horizon';
/** The account initdb and the server run as when this script runs as root (they refuse root). */
const SYSTEM_USER = 'postgres';

/**
 * The folder of PostgreSQL's server programs: PG_BIN if set; else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (not on the PATH there); else '' (found on the PATH).
 */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(join(debian, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(debian, versions[0], 'bin') : '';
}

function hasInitdb(binDir) {
  try {
    execFileSync(binDir ? join(binDir, 'initdb') : 'initdb', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** As root, the command and its arguments run as the `postgres` account; otherwise as they are. */
function asServerUser() {
  if (process.getuid?.() !== 0) return { wrap: (command, args) => [command, args], owner: null };
  let uid, gid;
  try {
    uid = Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' }));
    gid = Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' }));
  } catch {
    throw new Error(
      `PostgreSQL refuses to run as root and there is no "${SYSTEM_USER}" account: install Debian's postgresql package (it creates it), run the tests as another user, or set TEST_DATABASES=sqlite.`,
    );
  }
  return { wrap: (command, args) => ['runuser', ['-u', SYSTEM_USER, '--', command, ...args]], owner: { uid, gid } };
}

/**
 * Starts a fresh PostgreSQL server (port TEST_PG_PORT, or a free one) with an empty database and
 * returns its connection URL. fsync is off: the data are thrown away. `onCleanUp` gets the function
 * that stops the server and removes its folder as soon as there is a folder, so that an
 * interruption during the start leaves nothing behind either. With `logFile`, everything the
 * server logs is appended to that file (`npm test` searches it for personal data).
 */
export async function startPostgres({ onCleanUp = () => {}, logFile } = {}) {
  const binDir = postgresBinDir();
  const bin = (name) => (binDir ? join(binDir, name) : name);
  if (!hasInitdb(binDir))
    throw new Error(
      'No PostgreSQL server programs (initdb): install them (apt-get install -y postgresql), set PG_BIN to their folder, or set TEST_DATABASES=sqlite.',
    );
  const { wrap, owner } = asServerUser();
  const dir = mkdtempSync(join(tmpdir(), 'horizon-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  let server = null;
  const stop = async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanUp(stop);
  try {
    const port = Number(process.env.TEST_PG_PORT) || (await freePort());
    const password = randomBytes(18).toString('base64url');
    const passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, password, { mode: 0o644 });
    const data = join(dir, 'data');
    // Connections over TCP (Strapi's) need the password; the socket (createdb here) is trusted.
    // The ICU French collation sorts text as a French production database would, unlike SQLite's
    // byte order, so that an order that depends on it shows up here.
    await run(
      ...wrap(bin('initdb'), [
        '--pgdata',
        data,
        '--username',
        USER,
        '--pwfile',
        passwordFile,
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--locale-provider=icu',
        '--icu-locale=fr-FR',
        '--no-sync',
      ]),
      { quiet: true },
    );
    rmSync(passwordFile);
    const settings = {
      listen_addresses: '127.0.0.1',
      port: String(port),
      unix_socket_directories: dir,
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      // What the server logs, to its standard error: PostgreSQL's defaults, written out because
      // `npm test` searches that log for personal data, and reads what a production server would
      // write. An error comes with its DETAIL, which names the values of a key
      // (`Key (email)=(…) already exists.`), and its STATEMENT (placeholders, not values).
      log_min_messages: 'warning',
      log_min_error_statement: 'error',
      log_error_verbosity: 'default',
    };
    server = startService(
      'postgres',
      ...wrap(bin('postgres'), [
        '-D',
        data,
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ]),
      // SIGINT is PostgreSQL's fast shutdown: it ends open sessions rather than waiting for them.
      { silent: true, stopSignal: 'SIGINT', stopTimeoutMs: 20_000, logFile },
    );
    await waitUntilReady(bin('pg_isready'), ['--host', dir, '--port', String(port)], server);
    await run(bin('createdb'), ['--host', dir, '--port', String(port), '--username', USER, DATABASE], {
      quiet: true,
    });
    return { url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`, service: server, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitUntilReady(pgIsReady, args, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`PostgreSQL exited (code ${server.child.exitCode}) on start:\n${server.recentOutput()}`);
    try {
      await promisify(execFile)(pgIsReady, args);
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(
          `PostgreSQL did not accept connections within ${timeoutMs / 1000} s:\n${server.recentOutput()}`,
        );
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}
