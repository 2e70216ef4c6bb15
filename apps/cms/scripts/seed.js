// Seeds the demo content: `node scripts/seed.js [--force]`.
// Loads the app without serving HTTP (its bootstrap creates locales, roles and the service
// account), then runs the compiled seed in dist/. See src/seed/index.ts.
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function main() {
  const ctx = await compileStrapi();
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
