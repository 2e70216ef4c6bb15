// Seeds the demo content: `node scripts/seed.js [--force] [--built]`.
// Loads the app without serving HTTP (its bootstrap creates locales, roles and the service
// account), then runs the compiled seed in dist/. See src/seed/index.ts.
// With --built, dist/ is used as it is: the caller has just built it (scripts/lib/apps.mjs), and
// two seeds running at once (npm test's two passes) must not compile into it side by side.
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(__dirname, '..');
  const ctx = process.argv.includes('--built')
    ? { appDir, distDir: path.join(appDir, 'dist') }
    : await compileStrapi({ appDir });
  const app = await createStrapi(ctx).load();
  app.log.level = 'error';
  try {
    await require('../dist/src/seed').runSeed(app, { force: process.argv.includes('--force') });
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
