import { describe, expect, it } from 'vitest';
import { imageName, imageVersion } from '../../../../scripts/lib/images.mjs';
import { container, podman } from '../support/stack';

// The images `npm test`'s containers pass built from this checkout (scripts/images.mjs), as
// compose.yaml runs them: what their final stage holds and how their containers run
// (docs/decisions/container-images.md).

const IMAGES = { web: 'node', cms: 'node', varnish: 'cache', clamav: 'clamav' } as const;

type ImageConfig = { User: string; Env: string[]; Labels: Record<string, string>; Entrypoint: string[] };
const configOf = async (name: string) =>
  JSON.parse(await podman(['image', 'inspect', '--format', '{{json .Config}}', imageName(name)])) as ImageConfig;

/** Runs `script` with sh in a throw-away container of the image. */
const shellIn = (name: string, script: string) =>
  podman(['run', '--rm', '--network', 'none', '--entrypoint', 'sh', imageName(name), '-c', script]);

// What an image may set in its environment: settings, never a secret (those come at run time).
const SECRET_NAMES = /SECRET|PASSWORD|TOKEN|SALT|KEYS?\b|DATABASE_URL|REDIS_URL/;

describe('the images', () => {
  for (const [name, user] of Object.entries(IMAGES)) {
    it(`${name}: runs as ${user}, not root, with its version, revision and source as OCI labels, and no secret`, async () => {
      const config = await configOf(name);
      expect(config.User).toBe(user);
      const { version, revision } = imageVersion();
      expect(config.Labels['org.opencontainers.image.version']).toBe(version);
      expect(config.Labels['org.opencontainers.image.revision']).toBe(revision);
      expect(config.Labels['org.opencontainers.image.source']).toMatch(/^https:\/\//);
      expect(config.Env.map((line) => line.split('=')[0]!).filter((key) => SECRET_NAMES.test(key))).toEqual([]);
      expect(await shellIn(name, 'id -u')).not.toBe('0');
    });
  }

  for (const name of ['web', 'cms'] as const) {
    it(`${name}: holds no compiler (C or JavaScript), no npm, no .env, no source map and no C header`, async () => {
      const found = await shellIn(
        name,
        'for c in cc gcc g++ make python3 npm npx yarn; do command -v $c; done; ' +
          // The JavaScript compilers and bundlers the builds use.
          'ls -d /app/node_modules/typescript /app/node_modules/esbuild /app/node_modules/@swc/core /app/node_modules/@next/swc-* ' +
          '/app/node_modules/vite /app/node_modules/webpack 2>/dev/null; ' +
          'find / -xdev \\( -name ".env" -o -name ".env.*" -o -name "*.map" -o -path "/usr/local/include/node" \\) -print 2>/dev/null | head -5; true',
      );
      expect(found).toBe('');
    });
  }

  it('web: holds one build, the one every replica serves', async () => {
    const [one, two] = await Promise.all(
      ['web-1', 'web-2'].map(async (service) =>
        podman(['exec', await container(service), 'cat', '/app/.next/BUILD_ID']),
      ),
    );
    expect(one).toMatch(/\S/);
    expect(two).toBe(one);
    expect(await shellIn('web', 'cat /app/.next/BUILD_ID')).toBe(one);
  });

  it("varnish: holds the site's own pages for when it is away, as the site's build drew them", async () => {
    for (const page of ['fr.html', 'en.html', 'fr.txt', 'en.txt']) {
      const drawn = await shellIn('web', `cat /app/.server/unavailable/${page}`);
      expect(drawn, page).toMatch(/\S/);
      expect(
        await shellIn('varnish', `cat /etc/varnish/unavailable/${page}`),
        `deploy/varnish/unavailable/${page} differs from the site's build: copy apps/web/.server/unavailable/${page} there`,
      ).toBe(drawn);
    }
  });

  for (const service of ['web-1', 'cms', 'varnish', 'clamav']) {
    it(`${service} runs with a read-only root file system, as its image's user, writing only to its volumes and /tmp`, async () => {
      const name = await container(service);
      expect(await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', name])).toBe('true');
      expect(await podman(['exec', name, 'id', '-u'])).not.toBe('0');
      const write = await podman(['exec', name, 'sh', '-c', 'touch /usr/local/written 2>&1; echo $?']);
      expect(write).toMatch(/Read-only file system[\s\S]*\n1$/);
    });
  }
});
