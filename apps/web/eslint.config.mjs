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
