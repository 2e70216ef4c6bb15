// Runs `work(app)` on the CMS loaded without serving HTTP (its bootstrap applies locales, roles and
// the service account), then stops it: the seed's and the network generator's shared start.
// With --built, dist/ is used as it is: the caller has just built it (scripts/lib/apps.mjs), and
// two scripts running at once (npm test's two passes) must not compile into it side by side.
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

function withStrapi(work) {
  const main = async () => {
    const appDir = path.resolve(__dirname, '..');
    const ctx = process.argv.includes('--built')
      ? { appDir, distDir: path.join(appDir, 'dist') }
      : await compileStrapi({ appDir });
    const app = await createStrapi(ctx).load();
    app.log.level = 'error';
    try {
      await work(app);
    } finally {
      await app.destroy();
    }
  };
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

module.exports = { withStrapi };
