import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
