// What the site's process is started with, by everything that starts it (`npm start` here and at
// the repository's root, the tests, the benchmark). It must be in the environment before Node
// starts: server.mjs cannot set it for itself. See docs/decisions/process-memory.md.

/**
 * glibc's malloc gives each thread that allocates an arena of its own (up to 8 per core) and keeps
 * what is freed there: the image optimizer's threads (sharp and libvips), and those that compress
 * and read files, left about 100 MB more resident after a load. Two arenas, as sharp's
 * documentation advises where glibc is the allocator; a value already set wins.
 */
export function siteProcessEnv() {
  // Set for a child process by a plain Node script (no TypeScript, so not src/lib/env-schema.ts): a value given wins.
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
}
