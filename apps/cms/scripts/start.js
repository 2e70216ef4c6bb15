// `node scripts/start.js`: Strapi's server from the build in dist/, as `strapi start` starts it
// (createStrapi(…).start(), which stops it on SIGTERM), without Strapi's command line: to list its
// commands, that one loads its build tools (esbuild, TypeScript), which the CMS's image leaves out
// (apps/cms/Dockerfile, docs/decisions/container-images.md).
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');
createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).start();
