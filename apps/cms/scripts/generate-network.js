// Writes a network of a real school network's size into the database the demo seed filled:
// `node scripts/generate-network.js [--fraction 1] [--built]` (issue 54; apps/web/bench/README.md).
// --fraction 0.1 is a tenth of the way from the demo to the network. Loads the app without serving
// HTTP, as the seed does, then runs the compiled generator in dist/ (src/seed/network).
const { withStrapi } = require('./with-strapi');

function fractionOf(argv) {
  const at = argv.indexOf('--fraction');
  const fraction = at === -1 ? 1 : Number(argv[at + 1]);
  if (!(fraction > 0 && fraction <= 1)) throw new Error('--fraction takes a number above 0 and at most 1');
  return fraction;
}

const fraction = fractionOf(process.argv);
withStrapi((app) => require('../dist/src/seed/network').generateNetwork(app, { fraction }));
