// Strapi's generated content-type types (apps/cms/types/generated) are committed: the CMS's type
// check and `strapi build` of a fresh clone need them before anything has run. This check keeps
// that copy from going stale when a schema changes.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cmsDir, npx } from './apps.mjs';
import { run } from './run.mjs';

const FILES = ['contentTypes.d.ts', 'components.d.ts'];

/**
 * Regenerates the types into `scratchDir` and fails unless they equal the committed ones.
 * `env`: the generator loads the app's configuration, so it needs Strapi's secrets (no database).
 */
export async function assertCmsTypesCurrent(env, scratchDir) {
  // The generator resolves its output folder from the app folder.
  const outDir = relative(cmsDir, join(scratchDir, 'cms-types'));
  await run(npx, ['strapi', 'ts:generate-types', '--out-dir', outDir], {
    cwd: cmsDir,
    env: { ...env, STRAPI_TELEMETRY_DISABLED: 'true' },
    quiet: true,
  });
  const committed = (name) => join(cmsDir, 'types/generated', name);
  const stale = FILES.filter(
    (name) =>
      !existsSync(committed(name)) ||
      readFileSync(committed(name), 'utf8') !== readFileSync(join(scratchDir, 'cms-types/generated', name), 'utf8'),
  );
  if (stale.length > 0)
    throw new Error(
      `Stale generated types (${stale.map((name) => `apps/cms/types/generated/${name}`).join(', ')}): run "npx strapi ts:generate-types" in apps/cms (strapi develop does it too) and commit the result.`,
    );
}
