import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shim = (name: string) => fileURLToPath(new URL(`./tests/support/${name}`, import.meta.url));

// `server-only` refuses to load outside Next's server bundles, and `unstable_cache` needs Next's
// incremental cache: outside Next, the first is empty and the second runs the function as is.
// The cache itself is tested through the running site (tests/e2e).
const alias = { '@': src, 'server-only': shim('server-only.ts'), 'next/cache': shim('next-cache.ts') };
// next-intl imports `next/navigation` without an extension; Vite resolves it when it inlines the package.
const server = { deps: { inline: ['next-intl'] } };
// Tests against the running stack (a CMS, a site and a browser on two shared cores) get a second
// try, which tells a flaky test (passed on it) from a broken one (failed both) in the report of
// `npm test`. Either fails the run, but a flaky one on tests/flaky-allowlist.json (with its reason
// and date). Tests of exactly-once delivery and of races get none (`{ retry: 0 }`): their second
// try would draw new keys or addresses, and pass a race that shows up one run in two
// (docs/decisions/test-retries.md).
const retry = 1;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // Unit tests live next to their module (src) or, for a component rendered as a whole, in tests/unit.
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          server,
          // Stylesheets as the front door's build reads them (scripts/build-server.mjs): its
          // self-contained error page holds their text and their class names as written.
          css: { include: [/\.css(\?raw)?$/], modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // After the browser tests, never beside them: integration tests edit content (the home
          // page, a course, the study costs) that a browser test would read meanwhile. Each project
          // has its group: Vitest runs projects side by side otherwise, and one project without a
          // group was seen to put the integration tests first.
          sequence: { groupOrder: 2 },
          environment: 'node',
          testTimeout: 60_000,
          // A hook that starts a site instance took more than Vitest's 10 s on a busy machine,
          // and its file's tests then never ran.
          hookTimeout: 60_000,
          retry,
          fileParallelism: false,
          server,
        },
      },
      // Measurements, run on demand only (TEST_PROJECTS=load npm test).
      {
        resolve: { alias },
        test: {
          name: 'load',
          sequence: { groupOrder: 3 },
          include: ['tests/load/**/*.load.ts'],
          environment: 'node',
          testTimeout: 900_000,
          hookTimeout: 120_000,
          server,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          retry,
          fileParallelism: false,
          server,
        },
      },
      // The images and compose.yaml's stack, run by `npm test`'s containers pass (scripts/test.mjs),
      // which builds them and brings the stack up. No second try: a lead stored twice, or a page
      // that failed while a replica was killed, must fail the run.
      {
        resolve: { alias },
        test: {
          name: 'deployment',
          sequence: { groupOrder: 4 },
          include: ['tests/deployment/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          server,
        },
      },
    ],
  },
});
