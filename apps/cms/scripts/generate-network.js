// Writes a network of a real school network's size into the database the demo seed filled:
// `node scripts/generate-network.js [--fraction 1] [--built]` (issue 54; apps/web/bench/README.md).
// --fraction 0.1 is a tenth of the way from the demo to the network. Loads the app without serving
// HTTP, as the seed does (scripts/seed.js), then runs the compiled generator in dist/.
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

function fractionOf(argv) {
  const at = argv.indexOf('--fraction');
  const fraction = at === -1 ? 1 : Number(argv[at + 1]);
  if (!(fraction > 0 && fraction <= 1)) throw new Error('--fraction takes a number above 0 and at most 1');
  return fraction;
}

async function main() {
  const fraction = fractionOf(process.argv);
  const appDir = path.resolve(__dirname, '..');
  const ctx = process.argv.includes('--built')
    ? { appDir, distDir: path.join(appDir, 'dist') }
    : await compileStrapi({ appDir });
  const app = await createStrapi(ctx).load();
  app.log.level = 'error';
  try {
    await require('../dist/src/seed/network').generateNetwork(app, { fraction });
  } finally {
    await app.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
