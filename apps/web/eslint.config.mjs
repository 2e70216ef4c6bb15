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
