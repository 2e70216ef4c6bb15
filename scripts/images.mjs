// `node scripts/images.mjs [--stand-ins] [web] [cms] [varnish] [clamav]`: builds the deployment's
// images from this checkout (all four without names), tagged localhost/horizon/<name>:latest and
// with the version. `--stand-ins` first builds, from Debian's packages and the npm registry, the stand-ins
// of the official base images, for a machine that reaches no image registry, and builds from them.
// See deploy/README.md.
import { buildImages, buildStandIns, IMAGES } from './lib/images.mjs';
import { checkPodman } from './lib/podman.mjs';

const args = process.argv.slice(2);
const standIns = args.includes('--stand-ins');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in IMAGES));
if (unknown.length > 0) {
  console.error(`Unknown image: ${unknown.join(', ')} (known: ${Object.keys(IMAGES).join(', ')}).`);
  process.exit(2);
}
try {
  checkPodman();
  if (standIns) await buildStandIns();
  const seconds = await buildImages(names.length > 0 ? names : Object.keys(IMAGES), { standIns });
  for (const [name, s] of Object.entries(seconds)) console.log(`${name}: built in ${s} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
