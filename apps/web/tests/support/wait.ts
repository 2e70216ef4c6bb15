/**
 * How long a browser or integration test waits for something the site does on its own (a
 * dialog opening, a navigation settling, a webhook reaching the site). `expect.poll` gives up
 * after one second by default: too short for a cold page on a busy two-core machine. Every
 * `expect.poll` and Playwright wait for a condition takes this deadline (or a shorter one only
 * when the timing itself is what is checked).
 */
export const PATIENCE_MS = 15_000;

/** The options of `expect.poll(…, POLL)` and of Playwright's waits. */
export const POLL = { timeout: PATIENCE_MS } as const;
