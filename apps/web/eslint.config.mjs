import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { SITE_LAYERS } from './site-layers.mjs';

// Each folder of src/ imports only from the layers below it (docs/decisions/site-layers.md).
const layerZones = SITE_LAYERS.slice(1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: SITE_LAYERS.slice(0, index + 1).map((above) => `./src/${above}`),
  message: `src/${layer} sits below ${SITE_LAYERS.slice(0, index + 1).join(', ')} (docs/decisions/site-layers.md): move the shared piece down, or take it as a prop`,
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The pages never import the front door (server/): it is bundled apart, and what it imports
    // (Next's server internals, Node's http) would end in the browser's scripts. Types may cross.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/*'],
              allowTypeImports: true,
              message: 'The pages do not import the front door; put what both need in src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // A unit test may build its input with a module of any layer (a CMS schema for a path's test).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // The front door draws its self-contained error page as a whole document with React on the
    // server, outside Next (server/static-error-page.tsx): Next's rule about `<head>` in pages does not apply.
    files: ['server/**/*.tsx'],
    rules: { '@next/next/no-head-element': 'off' },
  },
  globalIgnores([
    // Every build folder (the site's, the test runs', the benchmark's, any other copy) and scratch files.
    '.next*/**',
    // The front door as esbuild compiles it (server/*.ts → .server/).
    '.server/**',
    '.tmp/**',
    'node_modules/**',
    'next-env.d.ts',
    '.*.mjs',
  ]),
]);
