// The CMS's SQLite driver (better-sqlite3) is a native module. Its install script asks GitHub for
// a prebuilt binary, which this machine cannot reach, then compiles SQLite from source: 68 s of
// one core on every fresh clone, the longest part of the CMS's install. The first compile on a
// machine is kept here, in the tarball layout its installer (prebuild-install) reads from a
// local folder, and the next installs unpack it instead. Nothing is downloaded: the binary is
// this machine's own build, for this version of the package and of Node. The installer loads it
// once unpacked, and compiles again if it does not load (docs/decisions/native-build-cache.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = 'better-sqlite3';
const BINARY = 'build/Release/better_sqlite3.node';

/** Where the machine's own builds are kept: out of any clone, so that each fresh one finds them. */
export const nativeBuildsDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'horizon', 'prebuilds');

// The installer's name for a build: `{name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz`,
// with no libc part on glibc. A build for another libc is not kept: its name would differ.
const onGlibc = () => process.platform !== 'linux' || Boolean(process.report.getReport().header.glibcVersionRuntime);
const tarballName = (version) =>
  `${PACKAGE}-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;

/** What `npm install` needs in its environment to look in that folder first (the installer's `local-prebuilds`). */
export const nativeBuildsEnv = () => ({
  [`npm_config_${PACKAGE.replace(/-/g, '_')}_local_prebuilds`]: nativeBuildsDir,
});

/**
 * After an install in `appDir`: keeps the driver's binary if this install compiled it and none is
 * kept for its version yet. Returns the tarball kept, or null.
 */
export function keepNativeBuild(appDir) {
  const packageDir = join(appDir, 'node_modules', PACKAGE);
  if (!existsSync(join(packageDir, BINARY)) || !onGlibc()) return null;
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const tarball = join(nativeBuildsDir, tarballName(version));
  if (existsSync(tarball)) return null;
  // Written beside, then renamed: two installs at once never read half a tarball.
  const partial = `${tarball}.${process.pid}.partial`;
  try {
    mkdirSync(nativeBuildsDir, { recursive: true });
    execFileSync('tar', ['-czf', partial, '-C', packageDir, BINARY]);
    renameSync(partial, tarball);
    return tarball;
  } catch (error) {
    // The install itself succeeded: a cache that cannot be written costs the next one a compile.
    if (existsSync(partial)) rmSync(partial);
    console.warn(`Could not keep the SQLite driver's build in ${nativeBuildsDir}: ${error.message}`);
    return null;
  }
}
