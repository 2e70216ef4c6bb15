import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Benchmarks run on their own: they are slow and their numbers mean something only on one machine,
// so they stay out of the `unit` project that CI runs.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    environment: 'node',
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
