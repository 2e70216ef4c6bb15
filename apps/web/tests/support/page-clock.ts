import type { Page } from 'playwright-core';

// What the site does after a delay (the progress bar's 200 ms, the online notice's 5 s) is checked
// on a clock the test moves (Playwright's `page.clock`), never against the machine's time: a busy
// machine can neither stretch nor shorten those delays then.

/**
 * Stops the page's clock: from now on its timers fire only when the test moves the clock
 * (`page.clock.runFor`). Called once the page has hydrated, it holds the site's own timers only:
 * React and Next keep the browser's, which they took when they loaded, so rendering and
 * navigation go on as usual.
 */
export async function holdPageTimers(page: Page): Promise<void> {
  await page.clock.install();
  // A little ahead of the time just installed, which the clock has not reached yet.
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * Resolves once the tasks the page had queued have run: React renders an update in a task it
 * posts on a message channel, as this does, so what a timer just changed is on screen by then.
 */
export const pageTasksRun = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
