import { defineConfig } from 'vitest/config';

// The CMS's unit tests: its modules on their own, no Strapi running. `npm test` at the root runs
// them beside the site's (scripts/test.mjs); tests comparing a CMS module with the site's copy
// stay in apps/web/tests/unit.
export default defineConfig({
  test: {
    name: 'cms-unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
