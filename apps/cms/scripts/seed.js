// Seeds the demo content: `node scripts/seed.js [--force] [--built]`.
// Loads the app without serving HTTP, then runs the compiled seed in dist/ (src/seed/index.ts).
const { withStrapi } = require('./with-strapi');

withStrapi((app) => require('../dist/src/seed').runSeed(app, { force: process.argv.includes('--force') }));
