// The flags the system Chromium needs here (README, "This machine"): no sandbox (it runs as root in
// a container), no GPU, and none of its own traffic (updates, sync, first-run pages). Shared by the
// browser tests (apps/web/tests/support/browser.ts) and the benchmarks (apps/web/bench). Headless is
// left to each: Playwright adds it, the benchmarks' own launch passes it.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
